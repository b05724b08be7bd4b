import type { MedusaContainer } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { boundaryInterval, passedBoundaries } from '../lib/storefront-cache/price-list-boundaries'
import { purgeStorefront } from '../lib/storefront-cache/purge'

const INTERVAL_MS = boundaryInterval(process.env)
/** Looks back two intervals: a boundary is never missed between runs. */
const LOOK_BACK_MS = 2 * INTERVAL_MS

/**
 * A sale that starts or ends at a set time changes prices without an event: when a price list's start or end has
 * just passed, the storefront's cache is purged (every page shows prices), so a sale price does not outlive its
 * sale by more than a minute (the interval), nor does a new sale wait for the cache.
 */
export default async function priceListBoundaries(container: MedusaContainer) {
  const now = new Date()
  const from = new Date(now.getTime() - LOOK_BACK_MS)
  const window = { $gt: from.toISOString(), $lte: now.toISOString() }
  const lists = await container
    .resolve(Modules.PRICING)
    .listPriceLists({ $or: [{ starts_at: window }, { ends_at: window }] }, { select: ['id', 'status', 'starts_at', 'ends_at'] })
  const passed = passedBoundaries(lists, from, now)
  if (passed.length) await purgeStorefront({ event: `price-list.boundary:${passed.join(',')}` }, container.resolve('logger'))
}

// every minute (PRICE_LIST_BOUNDARY_INTERVAL_MS; the test cluster's is seconds), on the minute
export const config = { name: 'price-list-boundaries', schedule: { interval: INTERVAL_MS } }
