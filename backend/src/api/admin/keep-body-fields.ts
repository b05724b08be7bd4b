import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import type { z } from '@medusajs/framework/zod'

/**
 * The route's `:id` (a global middleware sees no params of the route): the segment after the collection, null for the
 * collection itself, undefined for any other path. The collection may hold parameters of its own
 * (`/admin/fulfillment-sets/:id/service-zones`).
 */
const idIn = (req: MedusaRequest, collection: string) => {
  const path = new URL(req.originalUrl, 'http://x').pathname.replace(/\/+$/, '').split('/')
  const pattern = collection.split('/')
  if (path.length < pattern.length || pattern.some((segment, index) => !segment.startsWith(':') && segment !== path[index])) return undefined
  if (path.length === pattern.length) return null
  return path.length === pattern.length + 1 ? decodeURIComponent(path[pattern.length]) : undefined
}

/**
 * Body fields that a Medusa 2.21 route's validator refuses or drops although the workflow behind it takes them (a
 * refund reason's `metadata`, a return reason's parent when it is edited). `take` runs before Medusa validates the
 * body (a middleware without a method): it takes the fields out, checked by their own schema and `check` (a 400 names
 * what is wrong). `give` runs after Medusa's own validation (a POST middleware of the same route, registered after
 * Medusa's) and puts them into the body Medusa's route hands its workflow. Create (`POST {collection}`) and update
 * (`POST {collection}/{id}`) only; every other request passes untouched.
 */
export function keepBodyFields<S extends z.ZodObject>(
  collection: string,
  schema: S,
  check?: (req: MedusaRequest, fields: z.output<S>, id: string | null) => Promise<void>,
) {
  const kept = new WeakMap<MedusaRequest, z.output<S>>()
  async function take(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    const id = idIn(req, collection)
    const body = req.body as Record<string, unknown> | undefined
    if (req.method !== 'POST' || id === undefined || !body || typeof body !== 'object') return next()
    const given = Object.keys(schema.shape).filter((key) => key in body)
    if (!given.length) return next()
    // a global middleware: its failures reach Medusa's error handler only through next
    try {
      const parsed = schema.safeParse(Object.fromEntries(given.map((key) => [key, body[key]])))
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `${issue.path.join('.')}: ${issue.message}`)
      }
      await check?.(req, parsed.data, id)
      for (const key of given) delete body[key]
      kept.set(req, parsed.data)
      next()
    } catch (error) {
      next(error)
    }
  }
  function give(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    const fields = kept.get(req)
    if (fields) Object.assign(req.validatedBody as object, fields)
    next()
  }
  return { collection, take, give }
}
