import type { ResourceName } from '../engine/resource'
import type { MessageKey } from '../i18n'

/** The navigation areas; a resource's folder under `resources/` is its area. */
export type AreaName = 'orders' | 'customers' | 'catalogue' | 'stock' | 'pricing' | 'settings'

/** The groups of the settings page, in its order: what a small team rarely touches lives there, not in the menu. */
export const SETTINGS_GROUPS = ['shop', 'shipping', 'catalogue', 'orders', 'team', 'system'] as const
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number]

export type Registered = {
  /** The back office's address (`/products`). */
  route: string
  /** Medusa's admin collection path and the answer's keys (`{ products, count }`, `{ product }`). */
  path: string
  listKey: string
  itemKey: string
  /** The field another resource's filter or combobox shows as a row's label. */
  label: string
  area: AreaName
  /**
   * Its entry in the navigation; `under` nests it below another resource's, `settings` puts it on the settings
   * page in that group instead of the menu.
   */
  nav?: { label: MessageKey; icon: string; shortcut?: string; under?: ResourceName; settings?: SettingsGroup }
  /** The command palette finds it by Medusa's `q` on its list (in `order`), showing the `hint` fields beside its label. */
  find?: { hint: readonly string[]; order?: string }
}

/**
 * Every resource of the back office, registered once under its name (the dictionary's `resources.<name>` and its
 * query keys). Routes, the navigation, references, the command palette and the area loaders follow from this table;
 * the description (`defineResource`) takes its entry. Kept free of the descriptions themselves, so the shell loads
 * it without any area's code.
 */
export const REGISTRY = {
  orders: {
    route: '/orders',
    path: '/admin/orders',
    listKey: 'orders',
    itemKey: 'order',
    label: 'display_id',
    area: 'orders',
    nav: { label: 'nav.orders', icon: 'i-ph-receipt', shortcut: 'o' },
    find: { hint: ['email'], order: '-created_at' },
  },
  'draft-orders': {
    route: '/draft-orders',
    path: '/admin/draft-orders',
    listKey: 'draft_orders',
    itemKey: 'draft_order',
    label: 'display_id',
    area: 'orders',
    nav: { label: 'draftOrders.nav', icon: 'i-ph-note-pencil', shortcut: 'd', under: 'orders' },
    find: { hint: ['email'] },
  },
  payments: {
    route: '/payments',
    path: '/admin/payments',
    listKey: 'payments',
    itemKey: 'payment',
    label: 'id',
    area: 'orders',
    nav: { label: 'payments.nav', icon: 'i-ph-credit-card', under: 'orders' },
  },
  products: {
    route: '/products',
    path: '/admin/products',
    listKey: 'products',
    itemKey: 'product',
    label: 'title',
    area: 'catalogue',
    nav: { label: 'nav.products', icon: 'i-ph-diamond', shortcut: 'p' },
    find: { hint: ['handle'], order: '-updated_at' },
  },
  'product-categories': {
    route: '/categories',
    path: '/admin/product-categories',
    listKey: 'product_categories',
    itemKey: 'product_category',
    label: 'name',
    area: 'catalogue',
    nav: { label: 'nav.categories', icon: 'i-ph-tree-structure', shortcut: 'k', under: 'products' },
    find: { hint: ['handle'] },
  },
  collections: {
    route: '/collections',
    path: '/admin/collections',
    listKey: 'collections',
    itemKey: 'collection',
    label: 'title',
    area: 'catalogue',
    nav: { label: 'nav.collections', icon: 'i-ph-stack', shortcut: 'l', under: 'products' },
    find: { hint: ['handle'] },
  },
  'product-tags': {
    route: '/product-tags',
    path: '/admin/product-tags',
    listKey: 'product_tags',
    itemKey: 'product_tag',
    label: 'value',
    area: 'catalogue',
    nav: { label: 'nav.tags', icon: 'i-ph-tag-simple', shortcut: 't', settings: 'catalogue' },
  },
  'product-types': {
    route: '/product-types',
    path: '/admin/product-types',
    listKey: 'product_types',
    itemKey: 'product_type',
    label: 'value',
    area: 'catalogue',
    nav: { label: 'nav.types', icon: 'i-ph-shapes', shortcut: 'y', settings: 'catalogue' },
  },
  'product-variants': {
    route: '/product-variants',
    path: '/admin/product-variants',
    listKey: 'variants',
    itemKey: 'variant',
    label: 'title',
    area: 'catalogue',
    nav: { label: 'nav.productVariants', icon: 'i-ph-squares-four', shortcut: 'v', under: 'products' },
  },
  'inventory-items': {
    route: '/inventory',
    path: '/admin/inventory-items',
    listKey: 'inventory_items',
    itemKey: 'inventory_item',
    label: 'sku',
    area: 'stock',
    nav: { label: 'nav.inventory', icon: 'i-ph-package', shortcut: 'i' },
  },
  reservations: {
    route: '/reservations',
    path: '/admin/reservations',
    listKey: 'reservations',
    itemKey: 'reservation',
    label: 'id',
    area: 'stock',
    nav: { label: 'nav.reservations', icon: 'i-ph-lock-simple', shortcut: 'r', under: 'inventory-items' },
  },
  'stock-locations': {
    route: '/stock-locations',
    path: '/admin/stock-locations',
    listKey: 'stock_locations',
    itemKey: 'stock_location',
    label: 'name',
    area: 'stock',
    nav: { label: 'nav.stockLocations', icon: 'i-ph-warehouse', shortcut: 's', settings: 'shipping' },
    find: { hint: [] },
  },
  'shipping-options': {
    route: '/shipping-options',
    path: '/admin/shipping-options',
    listKey: 'shipping_options',
    itemKey: 'shipping_option',
    label: 'name',
    area: 'stock',
    nav: { label: 'nav.shippingOptions', icon: 'i-ph-truck', shortcut: 'f', settings: 'shipping' },
  },
  'shipping-profiles': {
    route: '/shipping-profiles',
    path: '/admin/shipping-profiles',
    listKey: 'shipping_profiles',
    itemKey: 'shipping_profile',
    label: 'name',
    area: 'stock',
    nav: { label: 'nav.shippingProfiles', icon: 'i-ph-cube', settings: 'shipping' },
  },
  customers: {
    route: '/customers',
    path: '/admin/customers',
    listKey: 'customers',
    itemKey: 'customer',
    label: 'email',
    area: 'customers',
    nav: { label: 'nav.customers', icon: 'i-ph-users', shortcut: 'c' },
    find: { hint: ['first_name', 'last_name'] },
  },
  'customer-groups': {
    route: '/customer-groups',
    path: '/admin/customer-groups',
    listKey: 'customer_groups',
    itemKey: 'customer_group',
    label: 'name',
    area: 'customers',
    nav: { label: 'nav.customerGroups', icon: 'i-ph-users-three', shortcut: 'u', under: 'customers' },
    find: { hint: [] },
  },
  contactMessages: {
    route: '/contact-messages',
    path: '/admin/contact-messages',
    listKey: 'contact_messages',
    itemKey: 'contact_message',
    label: 'email',
    area: 'customers',
    nav: { label: 'shopData.nav.contactMessages', icon: 'i-ph-envelope-simple', shortcut: 'm', under: 'customers' },
  },
  newsletterSubscribers: {
    route: '/newsletter-subscribers',
    path: '/admin/newsletter-subscribers',
    listKey: 'newsletter_subscribers',
    itemKey: 'newsletter_subscriber',
    label: 'email',
    area: 'customers',
    nav: { label: 'shopData.nav.newsletterSubscribers', icon: 'i-ph-newspaper', under: 'customers' },
  },
  regions: {
    route: '/regions',
    path: '/admin/regions',
    listKey: 'regions',
    itemKey: 'region',
    label: 'name',
    area: 'settings',
    nav: { label: 'nav.regions', icon: 'i-ph-globe-hemisphere-west', shortcut: 'w', settings: 'shop' },
  },
  'tax-regions': {
    route: '/tax-regions',
    path: '/admin/tax-regions',
    listKey: 'tax_regions',
    itemKey: 'tax_region',
    label: 'country_code',
    area: 'settings',
    nav: { label: 'nav.taxRegions', icon: 'i-ph-percent', settings: 'shop' },
  },
  promotions: {
    route: '/promotions',
    path: '/admin/promotions',
    listKey: 'promotions',
    itemKey: 'promotion',
    label: 'code',
    area: 'pricing',
    nav: { label: 'nav.promotions', icon: 'i-ph-tag', shortcut: 'a' },
    find: { hint: [] },
  },
  campaigns: {
    route: '/campaigns',
    path: '/admin/campaigns',
    listKey: 'campaigns',
    itemKey: 'campaign',
    label: 'name',
    area: 'pricing',
    nav: { label: 'campaigns.nav', icon: 'i-ph-megaphone', under: 'promotions' },
  },
  'gift-cards': {
    route: '/gift-cards',
    path: '/admin/gift-cards',
    listKey: 'gift_cards',
    itemKey: 'gift_card',
    label: 'code',
    area: 'pricing',
    // looked up now and then (a customer asks what a card holds; a goodwill card): the settings page and the palette
    nav: { label: 'giftCards.nav', icon: 'i-ph-gift', settings: 'orders' },
    find: { hint: [], order: '-created_at' },
  },
  'price-lists': {
    route: '/price-lists',
    path: '/admin/price-lists',
    listKey: 'price_lists',
    itemKey: 'price_list',
    label: 'title',
    area: 'pricing',
    nav: { label: 'priceLists.nav', icon: 'i-ph-percent', shortcut: 'b' },
    find: { hint: [] },
  },
  'price-preferences': {
    route: '/price-preferences',
    path: '/admin/price-preferences',
    listKey: 'price_preferences',
    itemKey: 'price_preference',
    label: 'value',
    area: 'pricing',
    nav: { label: 'pricePreferences.nav', icon: 'i-ph-receipt', settings: 'catalogue' },
  },
  stores: {
    route: '/store',
    path: '/admin/stores',
    listKey: 'stores',
    itemKey: 'store',
    label: 'name',
    area: 'settings',
    nav: { label: 'settings.store', icon: 'i-ph-storefront', settings: 'shop' },
  },
  'sales-channels': {
    route: '/sales-channels',
    path: '/admin/sales-channels',
    listKey: 'sales_channels',
    itemKey: 'sales_channel',
    label: 'name',
    area: 'settings',
    nav: { label: 'nav.salesChannels', icon: 'i-ph-broadcast', shortcut: 'n', settings: 'shop' },
  },
  currencies: {
    route: '/currencies',
    path: '/admin/currencies',
    listKey: 'currencies',
    itemKey: 'currency',
    label: 'code',
    area: 'settings',
    nav: { label: 'nav.currencies', icon: 'i-ph-coins', settings: 'shop' },
  },
  notifications: {
    route: '/notifications',
    path: '/admin/notifications',
    listKey: 'notifications',
    itemKey: 'notification',
    label: 'to',
    area: 'settings',
    nav: { label: 'shopData.nav.notifications', icon: 'i-ph-paper-plane-tilt', settings: 'system' },
  },
  users: {
    route: '/users',
    path: '/admin/users',
    listKey: 'users',
    itemKey: 'user',
    label: 'email',
    area: 'settings',
    nav: { label: 'staff.nav.users', icon: 'i-ph-user-circle', settings: 'team' },
    find: { hint: ['first_name', 'last_name'] },
  },
  invites: {
    route: '/invites',
    path: '/admin/invites',
    listKey: 'invites',
    itemKey: 'invite',
    label: 'email',
    area: 'settings',
    nav: { label: 'staff.nav.invites', icon: 'i-ph-envelope-open', settings: 'team' },
  },
  'workflow-executions': {
    route: '/workflow-executions',
    path: '/admin/workflows-executions',
    listKey: 'workflow_executions',
    itemKey: 'workflow_execution',
    label: 'workflow_id',
    area: 'settings',
    nav: { label: 'workflows.nav', icon: 'i-ph-flow-arrow', settings: 'system' },
  },
  plugins: {
    route: '/plugins',
    path: '/admin/plugins',
    listKey: 'plugins',
    itemKey: 'plugin',
    label: 'name',
    area: 'settings',
    nav: { label: 'plugins.nav', icon: 'i-ph-puzzle-piece', settings: 'system' },
  },
  'api-keys': {
    route: '/api-keys',
    path: '/admin/api-keys',
    listKey: 'api_keys',
    itemKey: 'api_key',
    label: 'title',
    area: 'settings',
    nav: { label: 'apiKeys.nav', icon: 'i-ph-key', settings: 'team' },
  },
  'return-reasons': {
    route: '/return-reasons',
    path: '/admin/return-reasons',
    listKey: 'return_reasons',
    itemKey: 'return_reason',
    label: 'label',
    area: 'settings',
    nav: { label: 'reasons.returnNav', icon: 'i-ph-arrow-u-up-left', settings: 'orders' },
  },
  'refund-reasons': {
    route: '/refund-reasons',
    path: '/admin/refund-reasons',
    listKey: 'refund_reasons',
    itemKey: 'refund_reason',
    label: 'label',
    area: 'settings',
    nav: { label: 'reasons.refundNav', icon: 'i-ph-hand-coins', settings: 'orders' },
  },
} as const satisfies { [N in ResourceName]?: Registered }

export type RegisteredName = keyof typeof REGISTRY

/** A resource's registered facts, as the description spreads them (`...registered('customers')`). */
export const registered = <N extends RegisteredName>(name: N) => ({ name, ...REGISTRY[name] }) as { name: N } & Registered

/** The registered resources in the order of the table (the navigation's order). */
export const REGISTERED = Object.entries(REGISTRY) as [RegisteredName, Registered][]
