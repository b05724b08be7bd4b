import type { Plugin } from 'vite'

/**
 * routes/table.ts fields that only the worker reads (chunk preloads, the 'auth' guard, private caching), each with the
 * comma and the space or line break after it: a route on one line and a route over several lines alike.
 */
const SERVER_FIELDS = /\b(?:module: '[^']*'|private: true|guard: 'auth'),\s*/g

/** The browser's copy of the route table's source. */
export const withoutServerFields = (code: string) => code.replace(SERVER_FIELDS, '')

/**
 * The route table is in every page's entry chunk; the browser never reads a route's `module`, `private` or
 * `guard` (the worker does, from its own bundle of the same table), so the client build leaves them out.
 * One table stays the source; this only saves the bytes (about 0.3 KB gzip) every page would carry.
 */
export function serverRouteFieldsPlugin(): Plugin {
  return {
    name: 'juwelier:server-route-fields',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/routes/table.ts')) return null
      return { code: withoutServerFields(code), map: null }
    },
  }
}
