import type { QueryClient } from '@tanstack/react-query'
import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import type { ResourceSpec } from './engine/resource'
import { resourceSection, type ResourceArea } from './engine/resource-section'
import { ComingSoonPage } from './shell/coming-soon-page'
import { NotFoundPage } from './shell/not-found-page'
import { ALL_SECTIONS } from './shell/sections'

// one chunk per area: the back office grows by whole areas, and staff only load the ones they open
const OverviewPage = lazy(() => import('./overview/overview-page'))

/** The described resources, each under its route (a nested router: /products, /products/new, /products/:id …). */
const AREA_LOADERS = {
  '/orders': () => import('./resources/orders/orders').then((m) => m.orders),
  '/products': () => import('./resources/products/products').then((m) => m.products),
  '/categories': () => import('./resources/categories/categories').then((m) => m.categories),
  '/collections': () => import('./resources/collections').then((m) => m.collections),
  '/product-tags': () => import('./resources/tags').then((m) => m.tags),
  '/product-types': () => import('./resources/types').then((m) => m.types),
  '/product-variants': () => import('./resources/product-variants').then((m) => m.productVariants),
  '/inventory': () => import('./resources/inventory/inventory-items').then((m) => m.inventoryItems),
  '/reservations': () => import('./resources/inventory/reservations').then((m) => m.reservations),
  '/stock-locations': () => import('./resources/inventory/stock-locations').then((m) => m.stockLocations),
  '/sales-channels': () => import('./resources/sales-channels').then((m) => m.salesChannels),
  '/customers': () => import('./resources/customers').then((m) => m.customers),
} as Record<string, () => Promise<ResourceSpec<never>>>

const RESOURCE_AREAS: Record<string, ResourceArea> = Object.fromEntries(Object.entries(AREA_LOADERS).map(([path, load]) => [path, resourceSection(load)]))

/**
 * Fetches an area's chunks before staff open it (on hover or focus of its link, and the product list when the
 * shell is idle), so the first rows follow the click instead of the download. Given the query cache (the
 * press on its link), it also starts the list's first page, so the request runs while the screen renders.
 */
export function preloadArea(path: string, client?: QueryClient) {
  const area = RESOURCE_AREAS[path]
  if (!area) return
  void area
    .preload()
    .then(async (resource) => client && (await import('./engine/use-resource')).prefetchList(client, resource))
    .catch(() => undefined)
}

/** The signed-in pages; paths are relative to /admin/{locale}. */
export function AdminRoutes() {
  return (
    <Switch>
      <Route path="/" component={OverviewPage} />
      {Object.entries(RESOURCE_AREAS).map(([path, Area]) => (
        <Route key={path} path={path} nest>
          <Area />
        </Route>
      ))}
      {ALL_SECTIONS.filter((section) => !section.built).map((section) => (
        <Route key={section.path} path={section.path} nest>
          <ComingSoonPage section={section} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  )
}
