import { Hono } from 'hono'
import type { AppEnv } from './env'

/** The product site's own endpoints (storefront.md §7), mounted under /api. */
export const api = new Hono<AppEnv>()
