import type { Manifest } from 'vite'
import { manifestChunks } from '../assets/manifest-chunks'
import type { Bindings } from '../env'

/** Written by the back office's own build (client/admin/vite.config.ts). */
const ADMIN_MANIFEST_PATH = '/assets/admin/manifest.json'
const ADMIN_ENTRY = 'client/admin/main.tsx'

export type AdminAssets = { entry: string; css: string[]; modulepreload: string[] }

/** Per asset binding: a deploy brings a new isolate, and tests can hand in builds of their own. */
const cache = new WeakMap<Fetcher, AdminAssets>()

/** The entry, its stylesheets and the chunks it imports statically, so the browser fetches them in parallel. */
function adminAssetsOf(manifest: Manifest): AdminAssets | null {
  const entry = manifest[ADMIN_ENTRY]
  if (!entry) return null
  const { js, css } = manifestChunks(manifest, [ADMIN_ENTRY])
  // the entry itself is loaded by its <script type=module>
  return { entry: '/' + entry.file, css, modulepreload: js.filter((file) => file !== '/' + entry.file) }
}

/**
 * Read from the asset layer at run time rather than bundled: the back office is built separately from the
 * shop, and the worker must start (and its tests run) without it. Kept per isolate once found.
 */
export async function adminAssets(env: Bindings, requestUrl: string): Promise<AdminAssets | null> {
  if (!env.ASSETS) return null
  const cached = cache.get(env.ASSETS)
  if (cached) return cached
  const response = await env.ASSETS.fetch(new URL(ADMIN_MANIFEST_PATH, requestUrl))
  if (!response.ok) return null
  const assets = adminAssetsOf((await response.json()) as Manifest)
  if (assets) cache.set(env.ASSETS, assets)
  return assets
}
