import type { Manifest } from 'vite'
import type { Locale } from '../../i18n/locale'

export const CLIENT_ENTRY = 'client/entry.tsx'

/** `entry` is null without a client build (worker tests): the page is then served as static HTML. */
export type PageAssets = { entry: string | null; css: string[]; modulepreload: string[] }

/**
 * The entry, the CSS and every module hydration needs (the page's chunk and the visitor's dictionary),
 * so the browser fetches them in parallel instead of discovering them one import at a time.
 */
export function pageAssets(manifest: Manifest, locale: Locale, pageModule: string | null): PageAssets {
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) return { entry: null, css: [], modulepreload: [] }
  const js = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || js.has('/' + chunk.file)) return
    js.add('/' + chunk.file)
    chunk.css?.forEach((file) => css.add('/' + file))
    chunk.imports?.forEach(visit)
  }
  visit(CLIENT_ENTRY)
  visit(`i18n/${locale}.json`)
  // a page bundled into the entry (the error page) has no chunk of its own, which is fine
  if (pageModule) visit(`routes/${pageModule}.tsx`)
  return { entry: '/' + entry.file, css: [...css], modulepreload: [...js] }
}
