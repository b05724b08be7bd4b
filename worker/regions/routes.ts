import { Hono } from 'hono'
import type { RegionsResponse } from '../../routes/api-types'
import { executionContext } from '../cache/stale-while-revalidate'
import type { AppEnv } from '../env'
import { loadRegions } from './regions'

/** GET /api/regions → { regions } with their countries (iso_2, name, display_name, region_id). */
export const regions = new Hono<AppEnv>()

regions.get('/', async (c) => {
  const body: RegionsResponse = { regions: await loadRegions(c.env, executionContext(c)) }
  return c.json(body)
})
