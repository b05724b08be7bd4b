import type { Manifest } from 'vite'

/**
 * Every file the given manifest entries need, following static imports: the JavaScript to modulepreload
 * and the stylesheets to link, each once, as root-relative URLs.
 */
export function manifestChunks(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || js.has('/' + chunk.file)) return
    js.add('/' + chunk.file)
    for (const file of chunk.css ?? []) css.add('/' + file)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return { js: [...js], css: [...css] }
}
