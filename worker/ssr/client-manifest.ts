// Bundled by wrangler at build time, so the client build must exist first. `client-build/*` is a path of tsconfig.json
// (dist/client/.vite, what production ships); a local stack bundles its own build's with a tsconfig of its own
// (scripts/lib/client-build.mjs).
import styles from 'client-build/inline-css.json'
import manifest from 'client-build/manifest.json'
import type { Manifest } from 'vite'
import type { InlineStyle } from './css-blocks'

export const clientManifest = manifest as unknown as Manifest

/** The entry's stylesheets by URL, the rules a page uses written into its <head> (client/build/inline-css-plugin.ts). */
export const clientStyles = styles as Record<string, InlineStyle>
