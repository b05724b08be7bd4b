import { partFailed } from './part-failure'
import { optionalSubrequest } from './subrequest-budget'

/**
 * A KV namespace whose reads never throw: a read that fails (KV unreachable, the request's sub-request budget spent)
 * is logged once, and one the budget spares (subrequest-budget.ts) is skipped; either answers as a missing key, which
 * is what every reader of REDIRECTS and SLUGS can do without (no redirect, the handle untranslated). Writes pass
 * unchanged: a failed write must be seen by whoever wrote.
 */
export function forgivingKv(kv: KVNamespace, name: string): KVNamespace {
  const get = (async (...args: Parameters<KVNamespace['get']>) => {
    try {
      return await optionalSubrequest(`KV ${name}`, () => Reflect.apply(kv.get, kv, args))
    } catch (error) {
      partFailed(`KV ${name}`, error)
      return null
    }
  }) as KVNamespace['get']
  return new Proxy(kv, {
    get(target, property) {
      if (property === 'get') return get
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
