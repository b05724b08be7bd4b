import { Hono } from 'hono'
import type { SlugTranslation } from '../../routes/api-types'
import type { AppEnv } from '../env'
import { parseKind, parseLocale, parseSlug } from '../http/params'
import { translateSlug } from './lookup'

/** GET /api/slug-translation?type=product|category|collection&slug=…&from=de|en&to=de|en */
export const slugTranslation = new Hono<AppEnv>()

slugTranslation.get('/', async (c) => {
  const kind = parseKind(c.req.query('type'))
  const slug = parseSlug(c.req.query('slug'))
  const from = parseLocale(c.req.query('from'), 'from')
  const to = parseLocale(c.req.query('to'), 'to')
  const body: SlugTranslation = await translateSlug(c.env.SLUGS, kind, slug, from, to)
  return c.json(body)
})
