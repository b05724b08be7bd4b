import type { Plugin } from 'vite'

/** routes/table.ts fields that only the worker reads (chunk preloads, the 'auth' guard, private caching). */
const SERVER_FIELDS = /\b(module: '[^']*'|private: true|guard: 'auth'), /g

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
      return { code: code.replace(SERVER_FIELDS, ''), map: null }
    },
  }
}
