import type { Manifest } from 'vite'
// Bundled by wrangler at build time: `npx vite build` must run before the worker is bundled.
import manifest from '../../dist/client/.vite/manifest.json'

export const clientManifest = manifest as unknown as Manifest
