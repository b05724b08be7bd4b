import { Hono } from 'hono'
import type { MemberPricesResponse } from '../../routes/api-types'
import { executionContext } from '../cache/stale-while-revalidate'
import type { AppEnv } from '../env'
import { badRequest, HttpError, notFound } from '../http/errors'
import { parseCountry } from '../http/params'
import { medusa } from '../medusa/client'
import { cookieForBackend } from '../proxy/session-cookies'
import { CUSTOMER_SURFACE } from '../proxy/surfaces'
import { knownCountries, regionOfCountry } from '../regions/regions'
import { originalPrice, variantPrice } from './localize'
import type { MedusaVariant } from './medusa-types'

/**
 * GET /api/prices/{countryCode}/{productId}: a product's prices for the signed-in customer, with the customer's own
 * session cookie, so Medusa prices it for the customer's groups (a price list limited to a group). Product pages
 * are cached for everybody and show everybody's prices; a signed-in visitor's page corrects them with this after
 * hydration. Per visitor: never cached anywhere, and without a customer session it answers 401.
 */
export const memberPrices = new Hono<AppEnv>()

const PRODUCT = /^prod_[A-Za-z0-9]{1,64}$/
const FIELDS = 'id,variants.id,*variants.calculated_price'

// errors too: no answer of this endpoint may be kept by anyone
memberPrices.use('*', async (c, next) => {
  await next()
  c.res.headers.set('cache-control', 'private, no-store')
})

memberPrices.get('/:countryCode/:id', async (c) => {
  const country = parseCountry(c.req.param('countryCode'), await knownCountries(c.env))
  const id = c.req.param('id')
  if (!PRODUCT.test(id)) throw badRequest(`id must be a Medusa product id ('prod_…'), got '${id.slice(0, 80)}'`)
  const cookie = cookieForBackend(CUSTOMER_SURFACE, c.req.header('cookie'))
  if (!cookie) throw new HttpError(401, 'Not signed in')
  const region = await regionOfCountry(c.env, country, executionContext(c))
  if (!region) throw badRequest(`No region sells to '${country}'`)
  const { products } = await medusa(c.env).store.product.list({ id: [id], region_id: region.id, country_code: country, fields: FIELDS, limit: 1 }, { cookie })
  const product = products[0] as { id: string; variants?: MedusaVariant[] | null } | undefined
  if (!product) throw notFound(`No product with the id '${id}'`)
  const variants = Object.fromEntries(
    (product.variants ?? []).map((variant) => [variant.id, { price: variantPrice(variant), original_price: originalPrice(variant) }]),
  )
  return c.json<MemberPricesResponse>({ product_id: product.id, variants })
})
