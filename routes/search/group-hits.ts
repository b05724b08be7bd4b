import { GROUP_LIMIT } from './search-constants'
import type { HitView } from './search-hit'

/** One group of the grouped palette: a collection's title (null: pieces in no collection) and its hits. */
export type HitGroup = { collection: string | null; hits: HitView[] }

/**
 * The palette's grouped view (the shopper's `groupedsearch` choice): hits by collection, the groups in the order
 * of their best hit (the engine's relevance), pieces in no collection last, at most `limit` hits a group.
 */
export function groupByCollection(hits: HitView[], limit = GROUP_LIMIT): HitGroup[] {
  const groups = new Map<string | null, HitView[]>()
  for (const hit of hits) {
    const group = groups.get(hit.collection) ?? []
    if (!groups.has(hit.collection)) groups.set(hit.collection, group)
    if (group.length < limit) group.push(hit)
  }
  const ordered = [...groups].map(([collection, grouped]) => ({ collection, hits: grouped }))
  return [...ordered.filter((group) => group.collection !== null), ...ordered.filter((group) => group.collection === null)]
}
