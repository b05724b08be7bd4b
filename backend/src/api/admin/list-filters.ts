import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/** The values of a list parameter (`status[]=a&status[]=b` or `status=a`), checked against the known ones; null when absent. */
export function listValues(value: unknown, known: readonly string[], name: string): string[] | null {
  if (value === undefined) return null
  const values = [value].flat()
  const unknown = values.filter((entry) => typeof entry !== "string" || !known.includes(entry))
  if (unknown.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `${name} must be one of ${known.join(", ")}`)
  return values as string[]
}

/**
 * A middleware for `GET {path}` that runs before Medusa validates the query (which refuses parameters it does not
 * know): `narrow` turns the shop's own filters into Medusa's (ids). Registered without a method, it passes every
 * other request on; its failures (a 400 for an unknown value) reach Medusa's error handler through `next`.
 */
export function beforeListQuery(path: string, narrow: (req: MedusaRequest) => Promise<void>) {
  return async (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    if (req.method !== "GET" || new URL(req.originalUrl, "http://x").pathname.replace(/\/+$/, "") !== path) return next()
    try {
      await narrow(req)
      next()
    } catch (error) {
      next(error)
    }
  }
}
