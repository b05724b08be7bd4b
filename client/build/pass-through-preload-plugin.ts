import type { Plugin } from 'vite'

const HELPER = '\0vite/preload-helper.js'

/**
 * Vite wraps every lazy import() in a preload helper (about 0.6 KB gzip on every page) that links the
 * imported chunk's stylesheets and, with `modulePreload`, its scripts. This shop has neither to do:
 * modulepreload is off (the server names what a page needs) and no script chunk carries a stylesheet (the
 * page's CSS is an entry of its own, client/styles.ts). So the helper becomes a plain call of the import;
 * should a chunk ever get something to preload again, the build fails here instead of shipping it unloaded.
 */
export function passThroughPreloadPlugin(): Plugin {
  return {
    name: 'juwelier:pass-through-preload',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === HELPER) return 'export const __vitePreload = (load) => load()'
    },
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes('__vite__mapDeps')) {
          this.error(
            `${file.fileName}: a lazy import needs files preloaded (a stylesheet in a script chunk?), which client/build/pass-through-preload-plugin.ts does not do`,
          )
        }
      }
    },
  }
}
