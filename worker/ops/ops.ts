import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { jsonError } from '../http/errors'
import { embeddedDocuments } from '../search/embedded/document-routes'
import { syncSlugTranslations } from '../slugs/sync'
import { opsGuard } from './guard'
import { purge } from './purge'

/** Ops endpoints under /ops, all guarded by OPS_SECRET. */
export const ops = new Hono<AppEnv>()

ops.use('*', opsGuard)

/** POST /ops/slugs/sync: copies Medusa's slug translations into KV `SLUGS` now. */
ops.post('/slugs/sync', async (c) => c.json(await syncSlugTranslations(c.env)))

/** POST /ops/purge: invalidates the named products' pages and /api details, or the whole edge cache and syncs the slugs. */
ops.post('/purge', purge)

/** /ops/search/*: the embedded search engine's document API for the back end's indexer (worker/search/). */
ops.route('/search', embeddedDocuments)

ops.all('*', (c) => c.json({ message: `No ops endpoint ${c.req.method} ${c.req.path}` }, 404))
ops.onError(jsonError)
