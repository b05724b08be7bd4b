// Lets the type check pass before the first client build; once dist/client exists TypeScript reads the real files.
declare module 'client-build/manifest.json' {
  const manifest: Record<string, unknown>
  export default manifest
}
declare module 'client-build/inline-css.json' {
  const styles: Record<string, { css: string }[]>
  export default styles
}
