import { Hono } from 'hono'
import type { PaymentOffer } from '../../routes/api-types'
import type { AppEnv } from '../env'
import { parseCountry } from '../http/params'
import { knownCountries, regionOfCountry } from '../regions/regions'
import { paymentOffer } from './payment-offer'

/**
 * GET /api/payment-methods/{countryCode} → PaymentOffer: what the country's shop takes, from the regions the worker
 * keeps in memory (no request to Medusa per page). Every page's layout reads it (promises, footer, checkout).
 */
export const paymentMethods = new Hono<AppEnv>()

paymentMethods.get('/:countryCode', async (c) => {
  const country = parseCountry(c.req.param('countryCode'), await knownCountries(c.env))
  const body: PaymentOffer = paymentOffer(await regionOfCountry(c.env, country), c.env)
  return c.json(body)
})
