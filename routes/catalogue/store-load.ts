import type { LoadContext } from '../lib/types'
import { type ListingData, loadListing } from './listing-load'

export type StoreData = ListingData

export const loadStore = (ctx: LoadContext): Promise<StoreData> => loadListing(ctx)
