import { parse } from 'regexparam'
import { toRouterPath } from '../../i18n/segments'
import { DEFAULT_COUNTRY, isCountryCode } from '../../rules/languages'
import type { Params, Route } from './types'

export type Match = { route: Route; params: Params }

type Compiled = { route: Route; keys: string[]; pattern: RegExp }

const compiled = new WeakMap<readonly Route[], Compiled[]>()

function compile(routes: readonly Route[]): Compiled[] {
  let table = compiled.get(routes)
  if (!table) {
    table = routes.map((route) => ({ route, ...parse(route.path) }))
    compiled.set(routes, table)
  }
  return table
}

function decode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Splits `/{country}/rest` into the country and the path after it. */
export function splitCountry(pathname: string, fallback = DEFAULT_COUNTRY): { country: string; path: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isCountryCode(first.toLowerCase())) return { country: first.toLowerCase(), path: '/' + rest.join('/') }
  return { country: fallback, path: pathname }
}

/** Finds the first route matching a path after the country prefix, in either language. The table ends with a catch-all. */
export function matchRoute(routes: readonly Route[], path: string): Match {
  const routerPath = toRouterPath(path)
  for (const { route, keys, pattern } of compile(routes)) {
    const found = pattern.exec(routerPath)
    if (!found) continue
    const params: Params = {}
    keys.forEach((key, i) => {
      if (found[i + 1] !== undefined) params[key] = decode(found[i + 1])
    })
    return { route, params }
  }
  throw new Error(`No route matches ${path}; the route table must end with a catch-all`)
}
