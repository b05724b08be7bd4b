import type { Plugin } from 'vite'

/** Where the worker finds the stylesheets it writes into every page's <head> (bundled like the manifest). */
export const INLINE_CSS_FILE = '.vite/inline-css.json'

/**
 * Writes the entry's stylesheets as `{ "/assets/entry-….css": "…css…" }`: the worker inlines them, so the
 * first paint waits for the HTML alone and not for a second request (the CSS is small once the icon masks
 * are a stylesheet of their own, see client/icons.ts).
 */
export function inlineCssPlugin(entry: string): Plugin {
  return {
    name: 'juwelier:inline-css',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(entry))
      if (!chunk || chunk.type !== 'chunk') this.error(`no entry chunk for ${entry}`)
      const styles: Record<string, string> = {}
      for (const fileName of chunk.viteMetadata?.importedCss ?? []) {
        const asset = bundle[fileName]
        if (asset?.type === 'asset') styles['/' + fileName] = String(asset.source)
      }
      this.emitFile({ type: 'asset', fileName: INLINE_CSS_FILE, source: JSON.stringify(styles) })
    },
  }
}
