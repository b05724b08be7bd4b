import { PDFParse } from 'pdf-parse'

/** The text of a PDF as a reader sees it: amounts and dates carry no-break spaces (Intl), compared with plain ones. */
export async function pdfText(pdf: Buffer | ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) })
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ')
  } finally {
    await parser.destroy()
  }
}
