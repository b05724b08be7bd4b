import type { MessageKey } from '../i18n'

export type Section = {
  path: string
  label: MessageKey
  icon: string
  built: boolean
  /** The second key of its `g …` shortcut (g p: products). */
  shortcut?: string
  /** Areas shown under it in the navigation (the catalogue's categories, collections, …). */
  children?: readonly Section[]
}

/**
 * The back office's areas in the order of the navigation (catalogue and inventory group their parts). `built: false`
 * areas answer with an honest "coming soon" page until they are built; flip the flag and add the area's
 * route in routes.tsx.
 */
export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'nav.overview', icon: 'i-ph-squares-four', built: true, shortcut: 'h' },
  { path: '/orders', label: 'nav.orders', icon: 'i-ph-receipt', built: true, shortcut: 'o' },
  {
    path: '/products',
    label: 'nav.products',
    icon: 'i-ph-diamond',
    built: true,
    shortcut: 'p',
    children: [
      { path: '/categories', label: 'nav.categories', icon: 'i-ph-tree-structure', built: true, shortcut: 'k' },
      { path: '/collections', label: 'nav.collections', icon: 'i-ph-stack', built: true, shortcut: 'l' },
      { path: '/product-tags', label: 'nav.tags', icon: 'i-ph-tag-simple', built: true, shortcut: 't' },
      { path: '/product-types', label: 'nav.types', icon: 'i-ph-shapes', built: true, shortcut: 'y' },
      { path: '/product-variants', label: 'nav.productVariants', icon: 'i-ph-squares-four', built: true, shortcut: 'v' },
    ],
  },
  {
    path: '/inventory',
    label: 'nav.inventory',
    icon: 'i-ph-package',
    built: true,
    shortcut: 'i',
    children: [
      { path: '/reservations', label: 'nav.reservations', icon: 'i-ph-lock-simple', built: true, shortcut: 'r' },
      { path: '/stock-locations', label: 'nav.stockLocations', icon: 'i-ph-warehouse', built: true, shortcut: 's' },
    ],
  },
  {
    path: '/customers',
    label: 'nav.customers',
    icon: 'i-ph-users',
    built: true,
    shortcut: 'c',
    children: [
      { path: '/contact-messages', label: 'shopData.nav.contactMessages', icon: 'i-ph-envelope-simple', built: true, shortcut: 'm' },
      { path: '/newsletter-subscribers', label: 'shopData.nav.newsletterSubscribers', icon: 'i-ph-newspaper', built: true },
    ],
  },
  { path: '/promotions', label: 'nav.promotions', icon: 'i-ph-tag', built: false },
  { path: '/regions', label: 'nav.regions', icon: 'i-ph-globe-hemisphere-west', built: false },
  { path: '/sales-channels', label: 'nav.salesChannels', icon: 'i-ph-storefront', built: true, shortcut: 'n' },
  {
    path: '/settings',
    label: 'nav.settings',
    icon: 'i-ph-gear-six',
    built: false,
    children: [{ path: '/notifications', label: 'shopData.nav.notifications', icon: 'i-ph-paper-plane-tilt', built: true }],
  },
]

/** Every area, sub-areas included, in navigation order. */
export const ALL_SECTIONS: readonly Section[] = SECTIONS.flatMap((section) => [section, ...(section.children ?? [])])

const within = (path: string, section: Section) => (section.path === '/' ? path === '/' || path === '' : path === section.path || path.startsWith(`${section.path}/`))

/** The area a path belongs to (/orders/order_1 → Orders; /categories/x → Categories), for the active state of the navigation. */
export function sectionOf(path: string): Section | undefined {
  return ALL_SECTIONS.find((section) => within(path, section))
}
