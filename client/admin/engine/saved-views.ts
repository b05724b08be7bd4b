/** A list's saved view: a name and the list's query string (filters, search, sort, columns). */
export type SavedView = { id: string; name: string; query: string }
/** Where views live in the signed-in user's Medusa metadata: per resource name. */
const VIEWS_KEY = 'admin_views'

type Metadata = Record<string, unknown> | null | undefined

const isView = (value: unknown): value is SavedView =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as SavedView).id === 'string' &&
  typeof (value as SavedView).name === 'string' &&
  typeof (value as SavedView).query === 'string'

/** The views of one list from the user's metadata; anything malformed is left out. */
export function viewsOf(metadata: Metadata, resource: string): SavedView[] {
  const all = metadata?.[VIEWS_KEY]
  const list = all && typeof all === 'object' ? (all as Record<string, unknown>)[resource] : undefined
  return Array.isArray(list) ? list.filter(isView) : []
}

export const MAX_VIEWS = 20

/** The metadata with a view added (a view of the same name is replaced), everything else kept. */
export function withView(metadata: Metadata, resource: string, view: SavedView): Record<string, unknown> {
  const others = viewsOf(metadata, resource).filter((existing) => existing.name.toLowerCase() !== view.name.toLowerCase())
  return withViews(metadata, resource, [...others, view].slice(-MAX_VIEWS))
}

export function withoutView(metadata: Metadata, resource: string, id: string): Record<string, unknown> {
  return withViews(
    metadata,
    resource,
    viewsOf(metadata, resource).filter((view) => view.id !== id),
  )
}

function withViews(metadata: Metadata, resource: string, views: SavedView[]): Record<string, unknown> {
  const all = metadata?.[VIEWS_KEY]
  const byResource = all && typeof all === 'object' && !Array.isArray(all) ? (all as Record<string, unknown>) : {}
  return { ...(metadata ?? {}), [VIEWS_KEY]: { ...byResource, [resource]: views } }
}
