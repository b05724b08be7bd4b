import type { Manifest } from 'vite'
import type { Locale } from '../../i18n/locale'
import { manifestChunks } from '../assets/manifest-chunks'

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
  // a page bundled into the entry (the error page) has no chunk of its own, which is fine
  const keys = [CLIENT_ENTRY, `i18n/${locale}.json`, ...(pageModule ? [`routes/${pageModule}.tsx`] : [])]
  const { js, css } = manifestChunks(manifest, keys)
  return { entry: '/' + entry.file, css, modulepreload: js }
}
