import { Modules } from '@medusajs/framework/utils'
import { batchPriceListPricesWorkflow, createPriceListsWorkflow } from '@medusajs/medusa/core-flows'
import { CURRENCY_RATES, type Currency } from '../../rules/currencies'
import { SALE } from '../seed-data/sale'
import type { SeedContext } from './context'
import { pricesFor, retailRound } from './money'

type StoredPrice = {
  amount: number | string
  currency_code: string
  price_list_id?: string | null
  rules_count?: number | null
  min_quantity?: number | string | null
}
type StoredVariant = { id: string; price_set?: { id: string } | null; prices?: (StoredPrice | null)[] | null }

const PAGE = 500
const CURRENCIES = Object.keys(CURRENCY_RATES) as Currency[]

/** A variant's base prices by currency: no price list, no rules (region, customer group), no minimum above one. */
function basePrices(variant: StoredVariant): Partial<Record<Currency, number>> {
  const prices: Partial<Record<Currency, number>> = {}
  for (const price of variant.prices ?? []) {
    if (!price || price.price_list_id || (price.rules_count ?? 0) > 0 || Number(price.min_quantity ?? 1) > 1) continue
    const currency = price.currency_code.toLowerCase() as Currency
    if (CURRENCIES.includes(currency)) prices[currency] = Number(price.amount)
  }
  return prices
}

async function variants(ctx: SeedContext, filters: Record<string, unknown> = {}): Promise<StoredVariant[]> {
  const all: StoredVariant[] = []
  for (let skip = 0; ; skip += PAGE) {
    const { data } = (await ctx.query.graph({
      entity: 'product_variant',
      fields: ['id', 'price_set.id', 'prices.amount', 'prices.currency_code', 'prices.price_list_id', 'prices.rules_count', 'prices.min_quantity'],
      filters,
      pagination: { skip, take: PAGE, order: { id: 'ASC' } },
    })) as { data: StoredVariant[] }
    all.push(...data)
    if (data.length < PAGE) return all
  }
}

/**
 * A currency added to the shop (GBP came after EUR, CHF and USD) reaches the database on the next seed: every
 * variant with a EUR base price gets a base price in each shop currency it lacks, converted and rounded as the
 * seed prices new pieces. Prices staff set are never touched.
 */
export async function seedMissingCurrencies(ctx: SeedContext) {
  const pricing = ctx.container.resolve(Modules.PRICING)
  const additions = (await variants(ctx)).flatMap((variant) => {
    const base = basePrices(variant)
    const missing = CURRENCIES.filter((currency) => base[currency] === undefined)
    if (base.eur === undefined || !missing.length || !variant.price_set) return []
    return [{ priceSetId: variant.price_set.id, prices: pricesFor(base.eur).filter((price) => missing.includes(price.currency_code)) }]
  })
  if (!additions.length) return
  await pricing.addPrices(additions)
  ctx.tally.changed += additions.length
}

/** The sale price of a base price: the discount off, at the shop's price points. */
const salePrice = (amount: number) => retailRound(amount * (1 - SALE.discount))

/**
 * The sale price list of the collection "Angebote" (SALE): created with a sale price per variant and currency, and
 * completed for variants or currencies added since; prices staff changed in it stay.
 */
export async function seedSale(ctx: SeedContext) {
  const pricing = ctx.container.resolve(Modules.PRICING)
  const list = (await pricing.listPriceLists({}, { select: ['id', 'title'] })).find((candidate) => candidate.title === SALE.title)
  const inList = list ? await pricing.listPrices({ price_list_id: [list.id] }, { select: ['price_set_id', 'currency_code'] }) : []
  const listed = new Set(inList.map((price) => `${price.price_set_id}:${price.currency_code}`))
  const products = await ctx.container.resolve(Modules.PRODUCT).listProducts({ handle: [...SALE.handles] }, { select: ['id'] })
  const pieces = products.length ? await variants(ctx, { product_id: products.map((product) => product.id) }) : []
  const prices = pieces.flatMap((variant) =>
    Object.entries(basePrices(variant))
      .filter(([currency]) => !listed.has(`${variant.price_set?.id}:${currency}`))
      .map(([currency_code, amount]) => ({ variant_id: variant.id, currency_code, amount: salePrice(amount) })),
  )
  if (!list) {
    await createPriceListsWorkflow(ctx.container).run({
      input: { price_lists_data: [{ title: SALE.title, description: SALE.description, status: 'active', prices }] },
    })
    ctx.tally.created++
    return
  }
  if (!prices.length) {
    ctx.tally.kept++
    return
  }
  await batchPriceListPricesWorkflow(ctx.container).run({ input: { data: { id: list.id, create: prices, update: [], delete: [] } } })
  ctx.tally.changed++
}
