import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'

/** NUL percent-encoded (any case) or raw: Postgres text cannot hold it. */
const NUL_IN_URL = /%00|\u0000/i

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 32 || value === null || typeof value !== 'object') return false
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1))
}

/**
 * Refuses a request whose URL or body holds the NUL character with 400. Postgres stores no NUL in text, so
 * such a value reached the database as an "unknown error" 500, and a sign-in even answered with the failed
 * SQL in its message. No address, name, id or search of the shop contains it.
 */
export function refuseNulCharacters(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (NUL_IN_URL.test(req.originalUrl) || holdsNul(req.body)) {
    return next(new MedusaError(MedusaError.Types.INVALID_DATA, 'The request contains a NUL character (\\u0000), which no text of the shop may hold'))
  }
  next()
}
