import { type Context, Hono } from 'hono'
import type { AvailabilityResponse } from '../../routes/api-types'
import { type StockFields, variantStock } from '../../routes/catalogue/stock'
import type { AppEnv } from '../env'
import { badRequest, notFound } from '../http/errors'
import { parseCountry } from '../http/params'
import { medusa } from '../medusa/client'
import { knownCountries } from '../regions/regions'

/**
 * GET /api/availability/{countryCode}/{id}: what can be bought right now, read from Medusa on every call
 * (`Cache-Control: no-store`). `id` is a product (`prod_…`: each of its variants) or one variant
 * (`variant_…`: that variant, e.g. of a cart line). Pages are cached; this small answer is what the product
 * page corrects its cached copy with after hydration, and what the cart names when Medusa refuses a quantity.
 * Medusa computes the quantity for the publishable key's sales channel over the stock locations linked to
 * it, reservations of placed orders deducted. Regions have no channel of their own in Medusa: the country is
 * checked, so a country that gets a channel of its own later changes only this file.
 */
export const availability = new Hono<AppEnv>()

const ID = /^(prod|variant)_[A-Za-z0-9]{1,64}$/
const PRODUCT_FIELDS = 'id,variants.id,variants.manage_inventory,variants.allow_backorder,+variants.inventory_quantity'
const VARIANT_FIELDS = 'id,product_id,manage_inventory,allow_backorder,+inventory_quantity'

type StockVariant = StockFields & { id: string; product_id?: string | null }

// errors too: a browser must never keep an answer of this endpoint
availability.use('*', async (c, next) => {
  await next()
  c.res.headers.set('cache-control', 'no-store')
})

async function ofProduct(c: Context<AppEnv>, id: string): Promise<AvailabilityResponse> {
  const { products } = await medusa(c.env).store.product.list({ id: [id], fields: PRODUCT_FIELDS, limit: 1 })
  const product = products[0] as { id: string; variants?: StockVariant[] | null } | undefined
  if (!product) throw notFound(`No product with the id '${id}'`)
  return { product_id: product.id, variants: Object.fromEntries((product.variants ?? []).map((variant) => [variant.id, variantStock(variant)])) }
}

async function ofVariant(c: Context<AppEnv>, id: string): Promise<AvailabilityResponse> {
  // the js-sdk has no method for /store/product-variants yet; its client sends the same request
  const { variants } = await medusa(c.env).client.fetch<{ variants: StockVariant[] }>('/store/product-variants', {
    query: { id: [id], fields: VARIANT_FIELDS, limit: 1 },
  })
  const variant = variants[0]
  if (!variant?.product_id) throw notFound(`No variant with the id '${id}'`)
  return { product_id: variant.product_id, variants: { [variant.id]: variantStock(variant) } }
}

availability.get('/:countryCode/:id', async (c) => {
  parseCountry(c.req.param('countryCode'), await knownCountries(c.env))
  const id = c.req.param('id')
  if (!ID.test(id)) throw badRequest(`id must be a Medusa product or variant id ('prod_…' or 'variant_…'), got '${id.slice(0, 80)}'`)
  return c.json(id.startsWith('prod_') ? await ofProduct(c, id) : await ofVariant(c, id))
})
