import { partFailed } from './part-failure'

/**
 * The Cache API without its failures: a lookup that throws is a miss, a store that throws is skipped, each logged
 * once per request. Every cache of the worker (pages, /api, regions, images, the sitemap) then answers uncached
 * rather than with an error.
 */
export function forgivingCache(cache: Cache): Cache {
  return {
    match: async (...args: Parameters<Cache['match']>) => {
      try {
        return await cache.match(...args)
      } catch (error) {
        partFailed('Cache API', error)
        return undefined
      }
    },
    put: async (...args: Parameters<Cache['put']>) => {
      try {
        await cache.put(...args)
      } catch (error) {
        partFailed('Cache API', error)
      }
    },
    delete: async (...args: Parameters<Cache['delete']>) => {
      try {
        return await cache.delete(...args)
      } catch (error) {
        partFailed('Cache API', error)
        return false
      }
    },
  } as Cache
}
