import type { Manifest } from 'vite'
import { partsOf, type TextPart } from '../../i18n/parts'
import type { Locale } from '../../rules/languages'
import { manifestChunks } from '../assets/manifest-chunks'
import type { InlineStyle } from './css-blocks'

const CLIENT_ENTRY = 'client/entry.tsx'
/** The page's stylesheet (client/styles.ts): an entry of its own, so no script chunk depends on CSS. */
const STYLES_ENTRY = 'client/styles.ts'
/** The icon masks' stylesheet (client/icons.ts): needed soon, but not for the first paint. */
const ICONS_ENTRY = 'client/icons.ts'

/**
 * `entry` is null without a client build (worker tests): the page is then served as static HTML.
 * `styles` are stylesheets for <style> (a text, or blocks the page's rules are chosen from), `css` stylesheets to
 * link (those not inlined). Two kinds must not block rendering and load after the largest paint: `wholeCss`, the whole
 * of each stylesheet of which the page inlines only the rules of its first paint (the sections below the fold wait
 * for them), and `laterCss`, the icon masks.
 */
export type PageAssets = { entry: string | null; styles: InlineStyle[]; css: string[]; wholeCss: string[]; laterCss: string[]; modulepreload: string[] }

export type ClientBuild = { manifest: Manifest; styles: Record<string, InlineStyle> }

/** The error page's module: a chunk of its own, which routes/app.tsx loads for every error. */
const ERROR_PAGE = 'layout/error-page'

/** The page being rendered: its module below routes/ and its dictionary parts; null for the error page. */
export type RenderedPage = { module: string; texts?: readonly TextPart[] } | null

/**
 * The entry, the CSS and every module hydration needs (the page's chunk and the visitor's dictionary
 * parts), so the browser fetches them in parallel instead of discovering them one import at a time.
 */
export function pageAssets({ manifest, styles }: ClientBuild, locale: Locale, page: RenderedPage): PageAssets {
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) return { entry: null, styles: [], css: [], wholeCss: [], laterCss: [], modulepreload: [] }
  const texts = partsOf(page ?? {}).map((part) => `i18n/${locale}/${part}.json`)
  const keys = [CLIENT_ENTRY, ...texts, `routes/${page ? page.module : ERROR_PAGE}.tsx`]
  const { js, css: chunkCss } = manifestChunks(manifest, keys)
  const css = [...new Set([...(manifest[STYLES_ENTRY]?.css ?? []).map((file) => '/' + file), ...chunkCss])]
  return {
    entry: '/' + entry.file,
    styles: css.filter((href) => href in styles).map((href) => styles[href]!),
    css: css.filter((href) => !(href in styles)),
    wholeCss: css.filter((href) => Array.isArray(styles[href])),
    laterCss: (manifest[ICONS_ENTRY]?.css ?? []).map((file) => '/' + file),
    modulepreload: js,
  }
}
