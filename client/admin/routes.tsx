import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import { ComingSoonPage } from './shell/coming-soon-page'
import { NotFoundPage } from './shell/not-found-page'
import { SECTIONS } from './shell/sections'

// one chunk per page: the back office grows by whole areas, and staff only load the ones they open
const OverviewPage = lazy(() => import('./overview/overview-page'))
const OrdersPage = lazy(() => import('./orders/orders-page'))
const OrderPage = lazy(() => import('./orders/order-page'))
const ProductsPage = lazy(() => import('./products/products-page'))

/** The signed-in pages; paths are relative to /admin/{locale}. */
export function AdminRoutes() {
  return (
    <Switch>
      <Route path="/" component={OverviewPage} />
      <Route path="/orders" component={OrdersPage} />
      <Route path="/orders/:id" component={OrderPage} />
      <Route path="/products" component={ProductsPage} />
      {SECTIONS.filter((section) => !section.built).map((section) => (
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
