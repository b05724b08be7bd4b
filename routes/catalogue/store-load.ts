import type { LoadContext } from '../lib/types'
import { loadListing, type ListingData } from './listing-load'

export type StoreData = ListingData

export const loadStore = (ctx: LoadContext): Promise<StoreData> => loadListing(ctx)
