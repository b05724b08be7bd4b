// Lets the type check pass before the first client build; once dist/ exists TypeScript reads the real file.
declare module '*/.vite/manifest.json' {
  const manifest: Record<string, unknown>
  export default manifest
}
