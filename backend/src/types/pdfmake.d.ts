// pdfmake 0.3 ships no type declarations; the part the invoice uses.
declare module 'pdfmake' {
  type Fonts = Record<string, { normal: string; bold?: string; italics?: string; bolditalics?: string }>
  const pdfmake: {
    setFonts(fonts: Fonts): void
    setUrlAccessPolicy(policy: (url: string) => boolean): void
    setLocalAccessPolicy(policy: (path: string) => boolean): void
    createPdf(definition: Record<string, unknown>, options?: Record<string, unknown>): { getBuffer(): Promise<Buffer> }
  }
  export = pdfmake
}
