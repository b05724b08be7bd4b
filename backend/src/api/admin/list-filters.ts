import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'

/** The values of a list parameter (`status[]=a&status[]=b` or `status=a`), checked against the known ones; null when absent. */
export function listValues(value: unknown, known: readonly string[], name: string): string[] | null {
  if (value === undefined) return null
  const values = [value].flat()
  const unknown = values.filter((entry) => typeof entry !== 'string' || !known.includes(entry))
  if (unknown.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `${name} must be one of ${known.join(', ')}`)
  return values as string[]
}

/**
 * A middleware for `GET {path}` that runs before Medusa validates the query (which refuses parameters it does not
 * know): `narrow` turns the shop's own filters into Medusa's (ids). Registered without a method, it passes every
 * other request on; its failures (a 400 for an unknown value) reach Medusa's error handler through `next`.
 */
export function beforeListQuery(path: string, narrow: (req: MedusaRequest) => Promise<void>) {
  return async (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    if (req.method !== 'GET' || new URL(req.originalUrl, 'http://x').pathname.replace(/\/+$/, '') !== path) return next()
    try {
      await narrow(req)
      next()
    } catch (error) {
      next(error)
    }
  }
}

/** The ids the list was already asked for (`id[]=…`), which a filter narrows further; null when none were. */
export function askedIds(query: Record<string, unknown>): string[] | null {
  return query.id === undefined ? null : [query.id].flat().filter((id): id is string => typeof id === 'string')
}

/**
 * The list narrowed to `ids`: Medusa then filters, orders, pages and shapes it as always. No match is an id no entity
 * has (`none`, e.g. "order_none"), so Medusa answers its usual empty page with count 0.
 */
export function narrowTo(query: Record<string, unknown>, ids: string[], none: string) {
  query.id = ids.length ? ids : [none]
}
