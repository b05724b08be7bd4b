import type { MessageKey } from '../i18n'
import { type AreaName, REGISTERED, REGISTRY, type Registered, type RegisteredName } from '../resources/registry'

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

/** The top-level registered resources of an area, in the registry's order. */
const areaSections = (area: AreaName) =>
  REGISTERED.filter(([, entry]) => entry.area === area && entry.nav && !entry.nav.under).map(([name]) => registeredSection(name))

/**
 * The back office's areas in the order of the navigation: the pages written by hand and, per area, the resources
 * the registry names (catalogue and stock group their parts). `built: false` areas answer with an honest "coming
 * soon" page until they are built.
 */
export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'nav.overview', icon: 'i-ph-squares-four', built: true, shortcut: 'h' },
  ...areaSections('orders'),
  ...areaSections('catalogue'),
  ...areaSections('stock'),
  ...areaSections('customers'),
  ...areaSections('pricing'),
  ...areaSections('settings'),
]

/** Every area, sub-areas included, in navigation order. */
export const ALL_SECTIONS: readonly Section[] = SECTIONS.flatMap((section) => [section, ...(section.children ?? [])])

const within = (path: string, section: Section) =>
  section.path === '/' ? path === '/' || path === '' : path === section.path || path.startsWith(`${section.path}/`)

/** The area a path belongs to (/orders/order_1 → Orders; /categories/x → Categories), for the active state of the navigation. */
export function sectionOf(path: string): Section | undefined {
  return ALL_SECTIONS.find((section) => within(path, section))
}
