import type { MedusaContainer } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { passedBoundaries } from '../lib/storefront-cache/price-list-boundaries'
import { purgeStorefront } from '../lib/storefront-cache/purge'

/** Runs every minute and looks back two: a boundary is never missed between runs. */
const LOOK_BACK_MS = 2 * 60_000

/**
 * A sale that starts or ends at a set time changes prices without an event: when a price list's start or end has
 * just passed, the storefront's cache is purged (every page shows prices), so a sale price does not outlive its
 * sale by more than a minute, nor does a new sale wait for the cache.
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

export const config = { name: 'price-list-boundaries', schedule: '* * * * *' }
