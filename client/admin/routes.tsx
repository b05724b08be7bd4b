import { lazy, type ComponentType } from 'react'
import { Route, Switch } from 'wouter'
import { resourceSection } from './engine/resource-section'
import { ComingSoonPage } from './shell/coming-soon-page'
import { NotFoundPage } from './shell/not-found-page'
import { ALL_SECTIONS } from './shell/sections'

// one chunk per area: the back office grows by whole areas, and staff only load the ones they open
const OverviewPage = lazy(() => import('./overview/overview-page'))
const OrdersPage = lazy(() => import('./orders/orders-page'))
const OrderPage = lazy(() => import('./orders/order-page'))

/** The described resources, each under its route (a nested router: /products, /products/new, /products/:id …). */
const RESOURCE_AREAS: Record<string, ComponentType> = {
  '/products': resourceSection(() => import('./resources/products/products').then((m) => m.products)),
  '/categories': resourceSection(() => import('./resources/categories/categories').then((m) => m.categories)),
  '/collections': resourceSection(() => import('./resources/collections').then((m) => m.collections)),
  '/product-tags': resourceSection(() => import('./resources/tags').then((m) => m.tags)),
  '/product-types': resourceSection(() => import('./resources/types').then((m) => m.types)),
  '/product-variants': resourceSection(() => import('./resources/product-variants').then((m) => m.productVariants)),
  '/inventory': resourceSection(() => import('./resources/inventory/inventory-items').then((m) => m.inventoryItems)),
  '/reservations': resourceSection(() => import('./resources/inventory/reservations').then((m) => m.reservations)),
  '/stock-locations': resourceSection(() => import('./resources/inventory/stock-locations').then((m) => m.stockLocations)),
  '/sales-channels': resourceSection(() => import('./resources/sales-channels').then((m) => m.salesChannels)),
}

/** The signed-in pages; paths are relative to /admin/{locale}. */
export function AdminRoutes() {
  return (
    <Switch>
      <Route path="/" component={OverviewPage} />
      <Route path="/orders" component={OrdersPage} />
      <Route path="/orders/:id" component={OrderPage} />
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
