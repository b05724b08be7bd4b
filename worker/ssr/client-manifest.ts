import type { Manifest } from 'vite'
// Bundled by wrangler at build time: `npx vite build` must run before the worker is bundled.
import styles from '../../dist/client/.vite/inline-css.json'
import manifest from '../../dist/client/.vite/manifest.json'

export const clientManifest = manifest as unknown as Manifest

/** The entry's stylesheets by URL, written into each page's <head> (client/build/inline-css-plugin.ts). */
export const clientStyles = styles as Record<string, string>
