import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { slugOf } from '../../rules/slug'

type Titled = { handle?: unknown; title?: unknown; name?: unknown }

// the creating routes, and which field of each names the entity
const CREATES: { path: RegExp; title: 'title' | 'name'; batch?: boolean }[] = [
  { path: /^\/admin\/products$/, title: 'title' },
  { path: /^\/admin\/products\/batch$/, title: 'title', batch: true },
  { path: /^\/admin\/collections$/, title: 'title' },
  { path: /^\/admin\/product-categories$/, title: 'name' },
]

function fill(entity: Titled | null | undefined, title: 'title' | 'name') {
  if (!entity || typeof entity !== 'object') return
  const text = entity[title]
  if ((entity.handle === undefined || entity.handle === null || entity.handle === '') && typeof text === 'string' && slugOf(text)) entity.handle = slugOf(text)
}

/**
 * A product, collection or category created without a handle gets the shop's slug of its title ("Solitärring Aurora"
 * → "solitaerring-aurora"), not Medusa's, which keeps umlauts: the back office's forms accept only the shop's handles
 * and the storefront's addresses are ASCII. Runs after Medusa validated the body (POST), on both the body and the
 * validated body the route reads.
 */
export function handlesFromTitles(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const path = new URL(req.originalUrl, 'http://x').pathname.replace(/\/+$/, '')
  const route = CREATES.find((candidate) => candidate.path.test(path))
  if (route) {
    for (const body of [req.body, req.validatedBody] as (Titled & { create?: Titled[] })[]) {
      if (route.batch) for (const entity of body?.create ?? []) fill(entity, route.title)
      else fill(body, route.title)
    }
  }
  next()
}
