import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { notFound } from '../http/errors'
import { parseLocale, parseSlug } from '../http/params'
import { categoryBody, findCategory, menuOf } from './category-tree'
import { listCategories } from './queries'

/** GET /api/categories/{locale}/menu and GET /api/categories/{locale}/{slug}. */
export const categories = new Hono<AppEnv>()

categories.get('/:locale/menu', async (c) => {
  const locale = parseLocale(c.req.param('locale'))
  return c.json(menuOf(await listCategories(c.env), locale, c.env.MEDUSA_BACKEND_URL))
})

categories.get('/:locale/:slug', async (c) => {
  const locale = parseLocale(c.req.param('locale'))
  const slug = parseSlug(c.req.param('slug'))
  const all = await listCategories(c.env)
  const category = findCategory(all, slug, locale)
  if (!category) throw notFound(`No category with the handle '${slug}'`)
  return c.json(categoryBody(all, category, locale, c.env.MEDUSA_BACKEND_URL))
})
