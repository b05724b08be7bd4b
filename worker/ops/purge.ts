import type { Context } from 'hono'
import { bumpCacheGeneration, bumpProductGenerations } from '../cache/generation'
import type { AppEnv } from '../env'
import { badRequest } from '../http/errors'
import { parseSlug } from '../http/params'
import { syncSlugTranslations } from '../slugs/sync'

/** More handles than this in one purge are cheaper as a whole-cache purge (one KV write instead of hundreds). */
const MAX_PURGE_HANDLES = 200

type Purge = { reason: string; handles: string[] | null }

/** The body, checked: no body or no `handles` is a whole-cache purge; bad handles are a 400. */
function parsePurge(body: unknown): Purge {
  const { event, id, handles } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const reason = (typeof event === 'string' ? event.slice(0, 200) : 'manual') + (typeof id === 'string' ? ` ${id.slice(0, 80)}` : '')
  if (handles === undefined || handles === null) return { reason, handles: null }
  if (!Array.isArray(handles) || handles.length === 0) throw badRequest('handles must be a non-empty list of product handles')
  if (handles.length > MAX_PURGE_HANDLES) return { reason, handles: null }
  return { reason, handles: handles.map((handle) => parseSlug(typeof handle === 'string' ? handle : undefined, 'handles[]')) }
}

/**
 * POST /ops/purge. With `handles` (stock changes: orders, inventory, reservations) only those products'
 * pages in every country and their /api details start afresh. Without, a new cache generation makes
 * every cached page, /api answer and the sitemap a miss (Cloudflare's per-URL zone purge needs the zone
 * API, which local workerd lacks, and the Cache API only reaches its own data centre; KV generations work
 * the same everywhere). Handles may have changed then, so the slug translations are synced right away.
 */
export async function purge(c: Context<AppEnv>) {
  const body = await c.req.json().catch(() => ({}))
  const { reason, handles } = parsePurge(body)
  if (handles) {
    const generation = await bumpProductGenerations(c.env, handles)
    console.log(`cache purge of ${handles.length} products (${reason}): generation ${generation}`)
    return c.json({ scope: 'products', handles, generation })
  }
  const generation = await bumpCacheGeneration(c.env)
  const slugs = await syncSlugTranslations(c.env).catch((error: Error) => ({ error: `slug sync failed: ${error.message}` }))
  console.log(`cache purge (${reason}): generation ${generation}`, slugs)
  return c.json({ scope: 'all', generation, slugs })
}
