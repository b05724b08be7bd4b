import { fileURLToPath } from 'node:url'
import UnoCSS from 'unocss/vite'
import type { InlineConfig } from 'vite'
import { CATEGORY_ICONS } from '../../routes/catalogue/category-icons.js'
import shopUno from '../../uno.config.js'
import { gold } from '../../uno-colors.js'
import { adminPreflight, adminShortcuts } from './uno-admin.js'

/** Where the back office's files land inside the shop's build; the worker reads the manifest from there. */
export const ADMIN_ASSETS_DIR = 'assets/admin'
export const ADMIN_MANIFEST = `${ADMIN_ASSETS_DIR}/manifest.json`

/**
 * The back office is its own build (started by vite.config.ts after the shop's bundle is
 * written): its chunks never mix with the shop's, and its stylesheet is generated from client/admin only,
 * so neither the shop's JavaScript budget nor its CSS grows with the back office.
 */
export const adminBuildConfig: InlineConfig = {
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  plugins: [
    UnoCSS({
      ...shopUno,
      configFile: false,
      // the category icons come from data (metadata.icon): the tree and the icon choice show them
      safelist: CATEGORY_ICONS.map((name) => `i-ph-${name}`),
      // `accent`: shade 500 of the theme colour, 400 in the dark theme (its variable is switched in uno-admin.ts)
      theme: { ...shopUno.theme, colors: { ...(shopUno.theme as { colors?: object } | undefined)?.colors, accent: gold[500] } },
      shortcuts: { ...shopUno.shortcuts, ...adminShortcuts },
      preflights: [...(shopUno.preflights ?? []), { getCSS: () => adminPreflight }],
      content: { pipeline: { include: [/\/client\/admin\/[^?]*\.[jt]sx?($|\?)/], exclude: [/\.test\.[jt]sx?$/] } },
    }),
  ],
  // zod without its `new Function` probe, which the back office's CSP would report (zod-jitless.ts)
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./zod-jitless.ts', import.meta.url)) }] },
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    // the shop's build directory (vite.config.ts hands in its own)
    outDir: 'dist/client',
    emptyOutDir: false,
    assetsDir: ADMIN_ASSETS_DIR,
    manifest: ADMIN_MANIFEST,
    target: 'es2022',
    rolldownOptions: {
      input: 'client/admin/main.tsx',
      checks: { pluginTimings: false },
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
}
