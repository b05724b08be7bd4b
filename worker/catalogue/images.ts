/**
 * Image sources for the browser. Medusa's `/static/…` files are served through the same-origin
 * pass-through (`/medusa/static/…`), also when Medusa wrote them with its own base URL; other
 * absolute URLs (a CDN, an external media storage) are kept.
 */
export function imageUrl(src: string | null | undefined, backendUrl: string): string | null {
  if (!src) return null
  if (src.startsWith('/static/')) return `/medusa${src}`
  const backend = backendUrl.replace(/\/+$/, '')
  if (backend && src.startsWith(`${backend}/static/`)) return `/medusa${src.slice(backend.length)}`
  return src
}
