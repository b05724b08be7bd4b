import type { CollectionResponse } from '../api-types'
import type { LoadContext } from '../lib/types'
import { type ListingData, loadListing } from './listing-load'

export type CollectionData = ListingData & { collection: CollectionResponse['collection'] }

export async function loadCollection(ctx: LoadContext): Promise<CollectionData> {
  const { collection } = await ctx.api<CollectionResponse>(`/api/collections/${encodeURIComponent(ctx.params.handle)}?locale=${ctx.locale}`)
  return { collection, ...(await loadListing(ctx, { collection_id: collection.id })) }
}
