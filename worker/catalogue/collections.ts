import { Hono } from 'hono'
import type { Locale } from '../../rules/languages'
import type { AppEnv } from '../env'
import { notFound } from '../http/errors'
import { parseLocale, parseSlug } from '../http/params'
import { collectionBody, handlesOf } from './localize'
import { listCollections } from './queries'

/** GET /api/collections/{slug}[?locale=de|en]: the slug may be German or English. */
export const collections = new Hono<AppEnv>()

collections.get('/:slug', async (c) => {
  const slug = parseSlug(c.req.param('slug'))
  const requested = c.req.query('locale')
  const locale = requested === undefined ? undefined : parseLocale(requested)
  const all = await listCollections(c.env)
  const german = all.find((collection) => collection.handle === slug)
  const english = german ? undefined : all.find((collection) => handlesOf(collection).en === slug)
  const collection = german ?? english
  if (!collection) throw notFound(`No collection with the handle '${slug}'`)
  // without ?locale the answer speaks the language the slug was written in
  const answerLocale: Locale = locale ?? (german ? 'de' : 'en')
  return c.json(collectionBody(collection, answerLocale))
})
