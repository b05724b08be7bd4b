import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'

/**
 * Builds the browser bundle into dist/client: the entry, one chunk per page, the UnoCSS stylesheet
 * and a manifest the worker reads at bundle time to link CSS and modulepreload chunks.
 */
export default defineConfig({
  plugins: [UnoCSS()],
  publicDir: 'public',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      input: 'client/entry.tsx',
      // Libraries marked 'use client' (jotai, Radix) are meant for exactly this bundle; the notice is noise.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})
