/**
 * The query parameters of a listing's filters (listing-filters.ts reads and writes them), alone: the app keys a
 * page by its address without them (routes/app.tsx), so a filter changes the listing in place and its open panel
 * stays, without the filters' rules in every page's code.
 */
export const LIST_FILTERS = ['material', 'colour', 'stone', 'size'] as const
export const FILTER_PARAMS = [...LIST_FILTERS, 'price', 'stock'] as const

/** A page's identity for React: its path and query without the filters. */
export function pageKey(url: URL): string {
  const search = new URLSearchParams(url.search)
  for (const name of FILTER_PARAMS) search.delete(name)
  return `${url.pathname}?${search}`
}
