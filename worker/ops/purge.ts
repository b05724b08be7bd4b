import type { Context } from 'hono'
import { bumpCacheGeneration } from '../cache/generation'
import type { AppEnv } from '../env'
import { syncSlugTranslations } from '../slugs/sync'

/** What the back end tells us changed; only logged, the purge is always complete. */
type PurgeReason = { event?: unknown; id?: unknown }

async function reasonOf(c: Context<AppEnv>): Promise<string> {
  const body = (await c.req.json().catch(() => ({}))) as PurgeReason
  const event = typeof body.event === 'string' ? body.event.slice(0, 80) : 'manual'
  const id = typeof body.id === 'string' ? ` ${body.id.slice(0, 80)}` : ''
  return event + id
}

/**
 * POST /ops/purge: a new cache generation, so every cached page, /api answer and the sitemap of every
 * country is a miss from now on (Cloudflare's per-URL zone purge needs the zone API, which local
 * workerd lacks; a generation works the same everywhere). Handles may have changed too, so the slug
 * translations are synced right away.
 */
export async function purge(c: Context<AppEnv>) {
  const reason = await reasonOf(c)
  const generation = await bumpCacheGeneration(c.env)
  const slugs = await syncSlugTranslations(c.env).catch((error: Error) => ({ error: `slug sync failed: ${error.message}` }))
  console.log(`cache purge (${reason}): generation ${generation}`, slugs)
  return c.json({ generation, slugs })
}
