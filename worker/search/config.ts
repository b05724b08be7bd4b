import { Hono } from 'hono'
import type { PaletteConfig } from '../../routes/search/search-config'
import type { AppEnv } from '../env'
import { parseCountry } from '../http/params'
import { knownCountries, regionOfCountry } from '../regions/regions'

/**
 * GET /api/search-config/{countryCode}: what the palette needs before its first search — where to search
 * (MEILISEARCH_HOST and its public search-only key, or '' for the embedded engine) and the country's
 * currency for the hits' prices. The admin key is never here: it lives in the back end only.
 */
export const searchConfig = new Hono<AppEnv>()

searchConfig.get('/:countryCode', async (c) => {
  const country = parseCountry(c.req.param('countryCode'), await knownCountries(c.env))
  const region = await regionOfCountry(c.env, country)
  const body: PaletteConfig = {
    host: c.env.MEILISEARCH_HOST ?? '',
    apiKey: c.env.MEILISEARCH_HOST ? (c.env.MEILISEARCH_SEARCH_KEY ?? '') : '',
    currency: region?.currency_code ?? null,
  }
  return c.json(body)
})
