import type { MessageKey } from '../i18n'
import { type AreaName, REGISTERED, REGISTRY, type Registered, type RegisteredName, SETTINGS_GROUPS, type SettingsGroup } from '../resources/registry'

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

/** A registered resource's navigation entry, with the resources registered `under` it as its children. */
function registeredSection(name: RegisteredName): Section {
  const entry: Registered = REGISTRY[name]
  const children = REGISTERED.filter(([, child]) => child.nav?.under === name).map(([child]) => registeredSection(child))
  return {
    path: entry.route,
    label: entry.nav!.label,
    icon: entry.nav!.icon,
    built: true,
    shortcut: entry.nav!.shortcut,
    ...(children.length ? { children } : {}),
  }
}

/** The top-level registered resources of an area in the menu, in the registry's order. */
const areaSections = (area: AreaName) =>
  REGISTERED.filter(([, entry]) => entry.area === area && entry.nav && !entry.nav.under && !entry.nav.settings).map(([name]) => registeredSection(name))

/** The settings page's address; its entry closes the menu. */
export const SETTINGS_PATH = '/settings'

/**
 * The menu: the daily work first (orders, products, customers, promotions, prices, stock), then one entry for the
 * settings page. `built: false` areas answer with an honest "coming soon" page until they are built.
 */
export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'nav.overview', icon: 'i-ph-squares-four', built: true, shortcut: 'h' },
  ...areaSections('orders'),
  ...areaSections('catalogue'),
  ...areaSections('customers'),
  ...areaSections('pricing'),
  ...areaSections('stock'),
  { path: SETTINGS_PATH, label: 'nav.settings', icon: 'i-ph-gear-six', built: true, shortcut: 'e' },
]

/** The settings page's groups, each with its resources in the registry's order; empty groups are left out. */
export const SETTINGS_SECTIONS: readonly { group: SettingsGroup; sections: readonly Section[] }[] = SETTINGS_GROUPS.map((group) => ({
  group,
  sections: REGISTERED.filter(([, entry]) => entry.nav?.settings === group).map(([name]) => registeredSection(name)),
})).filter((group) => group.sections.length)

/** Every area, sub-areas and the settings page's included, in navigation order. */
export const ALL_SECTIONS: readonly Section[] = [
  ...SECTIONS.flatMap((section) => [section, ...(section.children ?? [])]),
  ...SETTINGS_SECTIONS.flatMap((group) => group.sections),
]

const within = (path: string, section: Section) =>
  section.path === '/' ? path === '/' || path === '' : path === section.path || path.startsWith(`${section.path}/`)

/** The area a path belongs to (/orders/order_1 → Orders; /categories/x → Categories), for the active state of the navigation. */
export function sectionOf(path: string): Section | undefined {
  return ALL_SECTIONS.find((section) => within(path, section))
}

/** The menu's entry a path marks as current: the settings page's for every area listed on it. */
export function menuEntryOf(path: string): Section | undefined {
  const section = sectionOf(path)
  if (section && SETTINGS_SECTIONS.some((group) => group.sections.includes(section))) return SECTIONS.find((entry) => entry.path === SETTINGS_PATH)
  return section
}
