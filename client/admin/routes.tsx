import type { QueryClient } from '@tanstack/react-query'
import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import type { ResourceSpec } from './engine/resource'
import { type ResourceArea, resourceSection } from './engine/resource-section'
import { REGISTERED, type RegisteredName } from './resources/registry'
import { ComingSoonPage } from './shell/coming-soon-page'
import { NotFoundPage } from './shell/not-found-page'
import { ALL_SECTIONS, SETTINGS_PATH } from './shell/sections'

// one chunk per area: the back office grows by whole areas, and staff only load the ones they open
const OverviewPage = lazy(() => import('./overview/overview-page'))
const ProfilePage = lazy(() => import('./resources/settings/profile-page'))
const SettingsPage = lazy(() => import('./shell/settings-page'))

/** Each registered resource's description, loaded as a chunk of its own (its route comes from the registry). */
// biome-ignore lint/suspicious/noExplicitAny: each area has its own entity type
export const AREA_LOADERS: { [N in RegisteredName]: () => Promise<ResourceSpec<any>> } = {
  orders: () => import('./resources/orders/orders').then((m) => m.orders),
  'draft-orders': () => import('./resources/orders/draft-orders/draft-orders').then((m) => m.draftOrders),
  payments: () => import('./resources/orders/payment/payments').then((m) => m.payments),
  products: () => import('./resources/catalogue/products/products').then((m) => m.products),
  'product-categories': () => import('./resources/catalogue/categories/categories').then((m) => m.categories),
  collections: () => import('./resources/catalogue/collections').then((m) => m.collections),
  'product-tags': () => import('./resources/catalogue/tags').then((m) => m.tags),
  'product-types': () => import('./resources/catalogue/types').then((m) => m.types),
  'product-variants': () => import('./resources/catalogue/product-variants').then((m) => m.productVariants),
  'inventory-items': () => import('./resources/stock/inventory-items').then((m) => m.inventoryItems),
  reservations: () => import('./resources/stock/reservations').then((m) => m.reservations),
  'stock-locations': () => import('./resources/stock/stock-locations').then((m) => m.stockLocations),
  'shipping-options': () => import('./resources/stock/shipping-options').then((m) => m.shippingOptions),
  'shipping-profiles': () => import('./resources/stock/shipping-profiles').then((m) => m.shippingProfiles),
  customers: () => import('./resources/customers/customers').then((m) => m.customers),
  'customer-groups': () => import('./resources/customers/customer-groups').then((m) => m.customerGroups),
  contactMessages: () => import('./resources/customers/contact-messages').then((m) => m.contactMessages),
  newsletterSubscribers: () => import('./resources/customers/newsletter-subscribers').then((m) => m.newsletterSubscribers),
  regions: () => import('./resources/settings/regions').then((m) => m.regions),
  'tax-regions': () => import('./resources/settings/tax-regions').then((m) => m.taxRegions),
  promotions: () => import('./resources/pricing/promotions').then((m) => m.promotions),
  campaigns: () => import('./resources/pricing/campaigns').then((m) => m.campaigns),
  'gift-cards': () => import('./resources/pricing/gift-cards').then((m) => m.giftCards),
  'price-lists': () => import('./resources/pricing/price-lists').then((m) => m.priceLists),
  'price-preferences': () => import('./resources/pricing/price-preferences').then((m) => m.pricePreferences),
  stores: () => import('./resources/settings/store').then((m) => m.store),
  'sales-channels': () => import('./resources/settings/sales-channels').then((m) => m.salesChannels),
  currencies: () => import('./resources/settings/currencies').then((m) => m.currencies),
  notifications: () => import('./resources/settings/notifications').then((m) => m.notifications),
  users: () => import('./resources/settings/users').then((m) => m.users),
  invites: () => import('./resources/settings/invites').then((m) => m.invites),
  'workflow-executions': () => import('./resources/settings/workflow-executions').then((m) => m.workflowExecutions),
  plugins: () => import('./resources/settings/plugins').then((m) => m.plugins),
  'api-keys': () => import('./resources/settings/api-keys/api-keys').then((m) => m.apiKeys),
  'return-reasons': () => import('./resources/settings/reasons/return-reasons').then((m) => m.returnReasons),
  'refund-reasons': () => import('./resources/settings/reasons/refund-reasons').then((m) => m.refundReasons),
}

/** Route → area, from the registry. */
const RESOURCE_AREAS: Record<string, ResourceArea<any>> = Object.fromEntries(
  REGISTERED.map(([name, entry]) => [entry.route, resourceSection(AREA_LOADERS[name])]),
)

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
      <Route path="/profile" component={ProfilePage} />
      <Route path={SETTINGS_PATH} component={SettingsPage} />
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
