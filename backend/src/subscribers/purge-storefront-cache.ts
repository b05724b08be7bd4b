import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import type { MedusaContainer } from '@medusajs/framework/types'
import { purgeStorefront } from '../lib/storefront-cache/purge'
import { collectStockRefs, emptyRefs, isStockEvent, STOCK_EVENTS, type StockRefs } from '../lib/storefront-cache/stock-events'
import { stockProductHandles } from '../lib/storefront-cache/stock-products'

/**
 * Changes the storefront shows reach shoppers at once instead of after the edge cache's TTL:
 * - catalogue changes (products, variants, categories, collections, prices, price lists with their customer
 *   groups, price preferences) purge the whole cache: they show on listings, menus and the sitemap too;
 * - region and tax changes (countries, currency, payment providers, VAT rates) purge the whole cache too: every page
 *   lists the countries and states the payment methods and the VAT, and the worker reads its copy of the regions (with
 *   the rates) again after a purge;
 * - shipping changes (options, their cart-value rules, their zones and the zones' countries) purge the whole cache:
 *   product and content pages state each country's valuables limit, which the worker reads with its copy of the
 *   regions again after a purge;
 * - stock changes (orders placed or canceled, inventory items, levels, reservations) purge only the pages
 *   of the products they touch, in every country, so an order does not throw away every cached page.
 */
const CATALOGUE_EVENTS = [
  'product.created',
  'product.updated',
  'product.deleted',
  'product-variant.created',
  'product-variant.updated',
  'product-variant.deleted',
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
  // a list's customer groups are its rules: a sale limited to a group leaves every cached page, one opened to
  // everybody enters them; a price's region is a price rule
  'pricing.price-list-rule.created',
  'pricing.price-list-rule.updated',
  'pricing.price-list-rule.deleted',
  'pricing.price-rule.created',
  'pricing.price-rule.updated',
  'pricing.price-rule.deleted',
  // gross or net: what a region's or currency's prices mean
  'pricing.price-preference.created',
  'pricing.price-preference.updated',
  'pricing.price-preference.deleted',
]

/**
 * Medusa's region workflows emit `region.*` (the back office's region screens, the seed); its tax module emits
 * `tax.tax-region.*` and `tax.tax-rate.*` (the worker keeps each country's VAT rate with the regions: product pages
 * name it).
 */
const REGION_EVENTS = [
  'region.created',
  'region.updated',
  'region.deleted',
  'tax.tax-region.created',
  'tax.tax-region.updated',
  'tax.tax-region.deleted',
  'tax.tax-rate.created',
  'tax.tax-rate.updated',
  'tax.tax-rate.deleted',
]

/**
 * The events Medusa 2.21 emits for what decides a country's valuables limit (`shop/valuables-limit.ts`), as it emits
 * them (seen on the stack; `worker/catalogue/valuables-limit.int.test.ts` moves a limit and waits for the page): its
 * shipping-option workflows emit `shipping-option.*` (an option created, edited, deleted) and
 * `shipping-option-type.updated` (the type's code names the valuables transport); the rules batch, with which the
 * back office moves a limit, runs no such workflow, and only the fulfillment module's
 * `fulfillment.shipping-option-rule.*` tell of it; zones and their countries are the module's
 * `fulfillment.service-zone.*` and `fulfillment.geo-zone.*` (no workflow event either).
 */
const SHIPPING_EVENTS = [
  'shipping-option.created',
  'shipping-option.updated',
  'shipping-option.deleted',
  'shipping-option-type.updated',
  'fulfillment.shipping-option-rule.created',
  'fulfillment.shipping-option-rule.updated',
  'fulfillment.shipping-option-rule.deleted',
  'fulfillment.service-zone.created',
  'fulfillment.service-zone.updated',
  'fulfillment.service-zone.deleted',
  'fulfillment.geo-zone.created',
  'fulfillment.geo-zone.updated',
  'fulfillment.geo-zone.deleted',
]

/**
 * An import, an order or a price update emits many events at once; they become one purge after this
 * time. At least a second: Workers KV takes one write per second to a key (a product's generation).
 */
const QUIET_MS = 1_000

type Logger = { info: (message: string) => void; warn: (message: string) => void }
type Burst = { events: Set<string>; everything: boolean; stock: StockRefs }

let pending: Burst | null = null

async function flush(burst: Burst, container: MedusaContainer, logger: Logger) {
  const event = [...burst.events].join(',')
  if (burst.everything) return purgeStorefront({ event }, logger)
  try {
    const { handles, complete } = await stockProductHandles(container, burst.stock)
    if (!complete) return purgeStorefront({ event }, logger)
    if (handles.length) await purgeStorefront({ event, handles }, logger)
  } catch (error) {
    logger.warn(`stock change not traced to products (${(error as Error).message}); purging everything`)
    await purgeStorefront({ event }, logger)
  }
}

export default async function purgeStorefrontCache({ event, container }: SubscriberArgs<{ id?: unknown; order_id?: unknown }>) {
  const logger = container.resolve('logger') as Logger
  let burst = pending
  if (!burst) {
    const started: Burst = (burst = pending = { events: new Set(), everything: false, stock: emptyRefs() })
    setTimeout(() => {
      pending = null
      void flush(started, container, logger)
    }, QUIET_MS)
  }
  burst.events.add(event.name)
  if (isStockEvent(event.name)) collectStockRefs(burst.stock, event.name, event.data)
  else burst.everything = true
}

export const config: SubscriberConfig = { event: [...CATALOGUE_EVENTS, ...REGION_EVENTS, ...SHIPPING_EVENTS, ...STOCK_EVENTS] }
