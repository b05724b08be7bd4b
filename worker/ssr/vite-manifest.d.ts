// Lets the type check pass before the first client build; once dist/ exists TypeScript reads the real files.
declare module '*/.vite/manifest.json' {
  const manifest: Record<string, unknown>
  export default manifest
}
declare module '*/.vite/inline-css.json' {
  const styles: Record<string, string>
  export default styles
}
