import { localeOf } from '../../rules/languages'
import { routes } from '../table'
import { ChunkLoadError } from './errors'
import { matchRoute, splitCountry } from './match'
import type { Api, PageModule, Params, Route } from './types'

export type ResolvedPage = { route: Route; params: Params; data: unknown; Page: PageModule['default']; Layout: PageModule['Layout'] | null }

export function findRoute(url: URL) {
  const { path } = splitCountry(url.pathname)
  return matchRoute(routes, path)
}

const chunkFailed = (error: unknown): never => {
  throw new ChunkLoadError(error)
}

/**
 * Matches the URL, then fetches the page module and runs its loader in parallel, together with whatever
 * else the page needs (`alongside`: the browser's dictionary parts). Loader errors are thrown as they are.
 */
export async function resolvePage(url: URL, country: string, api: Api, alongside?: (route: Route) => Promise<unknown>): Promise<ResolvedPage> {
  const { route, params } = findRoute(url)
  const [module, data] = await Promise.all([
    route.page().catch(chunkFailed),
    route.load?.().then((load) => load({ params, url, country, locale: localeOf(country), api }), chunkFailed),
    alongside?.(route).catch(chunkFailed),
  ])
  return { route, params, data: data ?? null, Page: module.default, Layout: module.Layout ?? null }
}
