import { resolve } from 'node:path'
import UnoCSS from 'unocss/vite'
import { build, defineConfig, type Plugin } from 'vite'
import { adminBuildConfig } from './client/admin/build-config.js'
import { flagsPlugin } from './client/build/flags-plugin.js'
import { iconSpritePlugin } from './client/build/icon-sprite-plugin.js'
import { inlineCssPlugin } from './client/build/inline-css-plugin.js'
import { passThroughPreloadPlugin } from './client/build/pass-through-preload-plugin.js'
import { serverRouteFieldsPlugin } from './client/build/server-route-fields-plugin.js'
import { versionPlugin } from './client/build/version-plugin.js'

/**
 * The back office (client/admin/main.tsx) is built right after the shop, as a build of its own, into the same
 * directory (`vite build --outDir dist/dev` builds a stack's own copy, scripts/lib/client-build.mjs).
 */
const adminBuild = (): Plugin => {
  let outDir = ''
  return {
    name: 'admin-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await build({ ...adminBuildConfig, build: { ...adminBuildConfig.build, outDir } })
    },
  }
}

/**
 * Builds the browser bundle into dist/client (what production ships; a stack's build goes elsewhere with --outDir): the entry, one chunk per page, the UnoCSS stylesheet (an entry of
 * its own, client/styles.ts, inlined into every page by the worker), the icon masks' stylesheet (client/icons.ts, its masks one SVG sprite) and a manifest the worker reads at bundle time to link CSS and modulepreload chunks; also the country
 * flags (/assets/flags/*.svg) and the version file the browser polls (/builds/latest.json).
 */
export default defineConfig({
  plugins: [
    UnoCSS(),
    flagsPlugin(),
    versionPlugin(),
    inlineCssPlugin('client/styles.ts'),
    iconSpritePlugin('client/icons.ts'),
    passThroughPreloadPlugin(),
    serverRouteFieldsPlugin(),
    adminBuild(),
  ],
  publicDir: 'public',
  resolve: {
    // Medusa's js-sdk only calls qs's stringify; qs-esm is the same code as plain ESM without qs's polyfill
    // dependencies (side-channel, object-inspect, get-intrinsic…), about half the shop's sdk chunk
    alias: [{ find: /^qs$/, replacement: 'qs-esm' }],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      input: ['client/entry.tsx', 'client/styles.ts', 'client/icons.ts'],
      output: {
        // Few files rather than many tiny ones: every chunk costs a request and compresses on its own.
        codeSplitting: {
          groups: [
            // React, jotai and the helpers both the entry and every page import (route matching comes with the router,
            // the visibility helper with the one page that uses it), and the layout's parts that pages or the layout's
            // later chunks import too (else each would be a tiny chunk of its own)
            // (not jotai's utils nor the plural rule: only the palette and the listings use them; nor the payment methods'
            // list, which only the promises, the footer and the checkout show, nor the session's claims of the account)
            {
              name: 'core',
              test: /node_modules\/(react|react-dom|scheduler|jotai(?!\/esm\/(vanilla\/|react\/)?utils)|rosetta|dlv|templite)\/|\/routes\/lib\/(?!match|resolve|when-visible|payment-methods|token-claims)|\/routes\/layout\/(page-head|category-link)\.|\/i18n\/(?!plural)[a-z-]+\.ts/,
              priority: 2,
            },
            // what the catalogue's pages share: cards, prices (a sale's too), images, breadcrumbs, the materials' names
            {
              name: 'catalogue',
              test: /\/routes\/(catalogue\/(breadcrumbs|price\.|product-card|product-grid|product-image|sale)|cart\/add-to-cart-button)|\/rules\/(sale|materials)\./,
              priority: 1,
            },
            // the video facade (poster, play badge, player after the click), for product and video pages alike
            { name: 'video', test: /\/routes\/(catalogue\/product-video|videos\/(video-facade|video-poster|play-badge))\./, priority: 1 },
          ],
        },
      },
      // the back office's build runs inside closeBundle; its seconds are not a slow plugin of the shop's
      checks: { pluginTimings: false },
      // Libraries marked 'use client' (jotai, Radix) are meant for exactly this bundle; the notice is noise.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})
