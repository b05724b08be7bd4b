import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { collectStockRefs, emptyRefs, isStockEvent, STOCK_EVENTS } from '../lib/storefront-cache/stock-events'
import { stockProductHandles } from '../lib/storefront-cache/stock-products'
import { writeRetryWait } from '../search-index/write-retry'
import { syncSearchIndexWorkflow } from '../workflows/sync-search-index'

/**
 * Catalogue changes reach the search index within about a second: product and variant events index the
 * products concerned; category, collection and price events (which touch many documents) rebuild the
 * index; stock events (orders, inventory items, levels, reservations) index the products whose stock they touch
 * (their `in_stock`, which the listings filter by). Bursts (an import, a bulk price change) are coalesced, and one
 * sync runs at a time, so the writes reach the engine in order.
 */
const PRODUCT_EVENTS = ['product.created', 'product.updated', 'product.deleted']
const VARIANT_EVENTS = ['product-variant.created', 'product-variant.updated', 'product-variant.deleted']
const WIDE_EVENTS = [
  'product-category.created',
  'product-category.updated',
  'product-category.deleted',
  'product-collection.created',
  'product-collection.updated',
  'product-collection.deleted',
  'pricing.price.created',
  'pricing.price.updated',
  'pricing.price.deleted',
  'pricing.price-list.created',
  'pricing.price-list.updated',
  'pricing.price-list.deleted',
]

const QUIET_MS = 300
/** Failed writes in a row: a write the engine did not take is tried again (../search-index/write-retry.ts). */
let failures = 0
/** More changed products than this in one burst: a rebuild is cheaper than picking them out. */
const REBUILD_ABOVE = 2000

type Logger = { info: (message: string) => void; warn: (message: string) => void }

const pending = {
  ids: new Set<string>(),
  variantIds: new Set<string>(),
  stock: emptyRefs(),
  rebuild: false,
  timer: null as ReturnType<typeof setTimeout> | null,
}
let running: Promise<void> = Promise.resolve()

async function productIdsOfVariants(container: MedusaContainer, variantIds: string[]): Promise<string[]> {
  if (!variantIds.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = (await query.graph({ entity: 'product_variant', fields: ['product_id'], filters: { id: variantIds }, withDeleted: true })) as {
    data: { product_id: string }[]
  }
  return data.map((variant) => variant.product_id)
}

async function flush(container: MedusaContainer, logger: Logger) {
  const ids = [...pending.ids]
  const variantIds = [...pending.variantIds]
  const stock = pending.stock
  let rebuild = pending.rebuild || ids.length > REBUILD_ABOVE
  pending.ids.clear()
  pending.variantIds.clear()
  pending.stock = emptyRefs()
  pending.rebuild = false
  pending.timer = null
  try {
    const stocked = rebuild ? { ids: [], complete: true } : await stockProductHandles(container, stock)
    // a change that cannot be traced to its products any more: every document's stock is read again
    if (!stocked.complete) rebuild = true
    const productIds = rebuild ? undefined : [...new Set([...ids, ...stocked.ids, ...(await productIdsOfVariants(container, variantIds))])]
    if (productIds && !productIds.length) return
    try {
      const { result } = await syncSearchIndexWorkflow(container).run({ input: { productIds } })
      failures = 0
      logger.info(`search index updated (${rebuild ? 'rebuilt' : `${productIds!.length} products`}): ${JSON.stringify(result)}`)
    } catch (error) {
      failures++
      const wait = writeRetryWait(failures)
      if (wait === null) {
        failures = 0
        logger.warn(`search index not updated, given up (npm run search:reindex catches up): ${(error as Error).message}`)
        return
      }
      // the same products again, with whatever arrived meanwhile
      if (productIds) for (const id of productIds) pending.ids.add(id)
      else pending.rebuild = true
      logger.warn(`search index not updated, trying again in ${wait / 1000} s: ${(error as Error).message}`)
      schedule(container, logger, wait)
    }
  } catch (error) {
    // the products of the change could not be read (the database busy or gone): the next change indexes them
    logger.warn(`search index not updated: ${(error as Error).message}`)
  }
}

/** One flush after `wait` ms unless one is due already; flushes run one after the other, so writes stay in order. */
function schedule(container: MedusaContainer, logger: Logger, wait: number) {
  if (pending.timer) return
  pending.timer = setTimeout(() => {
    running = running.then(() => flush(container, logger))
  }, wait)
  // a retry never keeps a process alive that is done otherwise (the seed, a script)
  if (wait > QUIET_MS) pending.timer.unref()
}

export default async function searchIndexSubscriber({ event, container }: SubscriberArgs<{ id?: string | string[] }>) {
  const logger = container.resolve('logger') as Logger
  const ids = ([] as (string | undefined)[]).concat(event.data?.id).filter((id): id is string => typeof id === 'string')
  if (PRODUCT_EVENTS.includes(event.name)) for (const id of ids) pending.ids.add(id)
  else if (VARIANT_EVENTS.includes(event.name)) for (const id of ids) pending.variantIds.add(id)
  else if (isStockEvent(event.name)) collectStockRefs(pending.stock, event.name, event.data as { id?: unknown; order_id?: unknown })
  else pending.rebuild = true
  schedule(container, logger, QUIET_MS)
}

export const config: SubscriberConfig = { event: [...PRODUCT_EVENTS, ...VARIANT_EVENTS, ...WIDE_EVENTS, ...STOCK_EVENTS] }
