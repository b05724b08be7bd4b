import { Hono } from 'hono'
import type { ShippingFromResponse } from '../../routes/api-types'
import type { AppEnv } from '../env'
import { parseCountry } from '../http/params'
import { knownCountries, regionOfCountry } from '../regions/regions'

/**
 * GET /api/shipping-from/{countryCode} → `{ shipping_from }`: the lowest shipping price of the country's shop (0: free),
 * null when only the checkout can know it; from the regions the worker keeps in memory (no request to Medusa per page).
 * Every page's layout reads it: every statement of shipping costs (top bar, footer, promises) is the checkout's.
 */
export const shippingFrom = new Hono<AppEnv>()

shippingFrom.get('/:countryCode', async (c) => {
  const country = parseCountry(c.req.param('countryCode'), await knownCountries(c.env))
  const region = await regionOfCountry(c.env, country)
  const body: ShippingFromResponse = { shipping_from: region?.countries.find((candidate) => candidate.iso_2 === country)?.shipping_from ?? null }
  return c.json(body)
})
