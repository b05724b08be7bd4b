import type { Plugin } from 'vite'
import type { CssBlock } from '../../worker/ssr/css-blocks'
import { cssBlocks } from './css-blocks'
import { foldThemeConstants } from './theme-constants'

/** Where the worker finds the stylesheets it writes into every page's <head> (bundled like the manifest). */
const INLINE_CSS_FILE = '.vite/inline-css.json'

/**
 * Writes the entry's stylesheets as `{ "/assets/entry-….css": [blocks] }`: the worker inlines the rules a page
 * uses, so the first paint waits for the HTML alone and not for a second request, and the HTML carries no rules
 * of other pages (worker/ssr/critical-css.ts); the whole stylesheet follows after the largest paint. The theme's
 * constants are written as their values first (theme-constants.ts), in the served file too.
 */
export function inlineCssPlugin(entry: string): Plugin {
  return {
    name: 'juwelier:inline-css',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(entry))
      if (!chunk || chunk.type !== 'chunk') this.error(`no entry chunk for ${entry}`)
      const styles: Record<string, CssBlock[]> = {}
      for (const fileName of chunk.viteMetadata?.importedCss ?? []) {
        const asset = bundle[fileName]
        if (asset?.type !== 'asset') continue
        // the served stylesheet and the inlined rules are the same text (its name's hash, of the text before, changes with it)
        asset.source = foldThemeConstants(String(asset.source))
        styles['/' + fileName] = cssBlocks(asset.source)
      }
      this.emitFile({ type: 'asset', fileName: INLINE_CSS_FILE, source: JSON.stringify(styles) })
    },
  }
}
