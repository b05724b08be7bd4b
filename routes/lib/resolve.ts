import { localeOf } from '../../i18n/locale'
import { routes } from '../table'
import { ChunkLoadError } from './errors'
import { matchRoute, splitCountry } from './match'
import type { Api, PageModule, Params, Route } from './types'

export type ResolvedPage = { route: Route; params: Params; data: unknown; Page: PageModule['default'] }

export function findRoute(url: URL) {
  const { path } = splitCountry(url.pathname)
  return matchRoute(routes, path)
}

/** Matches the URL, then fetches the page module and runs its loader in parallel. Loader errors are thrown as they are. */
export async function resolvePage(url: URL, country: string, api: Api): Promise<ResolvedPage> {
  const { route, params } = findRoute(url)
  const [module, data] = await Promise.all([
    route.page().catch((error) => {
      throw new ChunkLoadError(error)
    }),
    route.load?.({ params, url, country, locale: localeOf(country), api }),
  ])
  return { route, params, data: data ?? null, Page: module.default }
}
