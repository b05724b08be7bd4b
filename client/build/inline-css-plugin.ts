import type { Plugin } from 'vite'
import type { CssBlock } from '../../worker/ssr/css-blocks'
import { cssBlocks } from './css-blocks'

/** Where the worker finds the stylesheets it writes into every page's <head> (bundled like the manifest). */
export const INLINE_CSS_FILE = '.vite/inline-css.json'

/**
 * Writes the entry's stylesheets as `{ "/assets/entry-….css": [blocks] }`: the worker inlines the rules a page
 * uses, so the first paint waits for the HTML alone and not for a second request, and the HTML carries no rules
 * of other pages (worker/ssr/critical-css.ts); the whole stylesheet follows after the largest paint.
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
        if (asset?.type === 'asset') styles['/' + fileName] = cssBlocks(String(asset.source))
      }
      this.emitFile({ type: 'asset', fileName: INLINE_CSS_FILE, source: JSON.stringify(styles) })
    },
  }
}
