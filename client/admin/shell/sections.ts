import type { MessageKey } from '../i18n'

export type Section = { path: string; label: MessageKey; icon: string; built: boolean }

/**
 * The back office's areas in the order of the navigation. `built: false` areas answer with an honest
 * "coming soon" page until their issue lands; flip the flag and add the route in routes.tsx.
 */
export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'nav.overview', icon: 'i-ph-squares-four', built: true },
  { path: '/orders', label: 'nav.orders', icon: 'i-ph-receipt', built: true },
  { path: '/products', label: 'nav.products', icon: 'i-ph-diamond', built: true },
  { path: '/customers', label: 'nav.customers', icon: 'i-ph-users', built: false },
  { path: '/categories', label: 'nav.categories', icon: 'i-ph-tree-structure', built: false },
  { path: '/collections', label: 'nav.collections', icon: 'i-ph-stack', built: false },
  { path: '/promotions', label: 'nav.promotions', icon: 'i-ph-tag', built: false },
  { path: '/inventory', label: 'nav.inventory', icon: 'i-ph-package', built: false },
  { path: '/regions', label: 'nav.regions', icon: 'i-ph-globe-hemisphere-west', built: false },
  { path: '/settings', label: 'nav.settings', icon: 'i-ph-gear-six', built: false },
]

/** The section a path belongs to (/orders/order_1 → Orders), for the active state of the navigation. */
export function sectionOf(path: string): Section | undefined {
  return SECTIONS.find((section) => (section.path === '/' ? path === '/' || path === '' : path === section.path || path.startsWith(`${section.path}/`)))
}
