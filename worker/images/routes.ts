import { Hono } from 'hono'
import { defaultCache } from '../cache/default-cache'
import type { AppEnv } from '../env'
import { jsonError } from '../http/errors'
import { IMMUTABLE, imageCacheKey } from './image-cache'
import { parseImageParams } from './image-params'
import { renderImage } from './render-image'

/**
 * GET /images?url=/static/ring.webp&w=640&q=95 — the image-optimising endpoint:
 * WebP at a breakpoint width, only for the shop's own media. Each variant is computed once and then
 * served from the Cache API.
 */
export const images = new Hono<AppEnv>()

images.get('/', async (c) => {
  const parsed = parseImageParams(c.req.query(), { backendUrl: c.env.MEDUSA_BACKEND_URL, mediaOrigin: c.env.MEDIA_ORIGIN })
  if (!parsed.ok) return c.json({ message: parsed.message }, 400)

  const cache = defaultCache()
  const key = imageCacheKey(c.req.url, parsed.value)
  const hit = await cache?.match(key)
  if (hit) {
    const response = new Response(hit.body, hit)
    response.headers.set('x-image-cache', 'HIT')
    return response
  }

  const body = await renderImage(c.env, parsed.value)
  const headers = { 'content-type': 'image/webp', 'cache-control': IMMUTABLE }
  if (cache) c.executionCtx.waitUntil(cache.put(key, new Response(body.slice(0), { headers })))
  return new Response(body, { headers: { ...headers, 'x-image-cache': 'MISS' } })
})

images.all('*', (c) => c.json({ message: 'The image endpoint answers GET /images?url=…&w=…&q=…' }, 404))
images.onError(jsonError)
