import { findRoute } from '../../routes/lib/resolve'

/**
 * `/api/products/{country}/{locale}/{handle}`: the catalogue answer of one product (not its list or related).
 * The page loaders call the /api sub-app in-process, where the same answer's URL has no `/api` prefix.
 */
const PRODUCT_API = /^(?:\/api)?\/products\/[^/]+\/[^/]+\/([^/]+)\/?$/

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The product handle a cached answer shows, if it shows one product: its page (either language's
 * segment and handle) or its /api detail. A purge of that product's stock ends exactly these entries.
 */
export function productHandleOf(url: URL): string | null {
  const api = PRODUCT_API.exec(url.pathname)
  if (api) return decoded(api[1])
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/products/')) return null
  const { route, params } = findRoute(url)
  return route.id === 'product' && params.handle ? params.handle : null
}
