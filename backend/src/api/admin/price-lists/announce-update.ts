import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'

const PRICE_LIST = /^\/admin\/price-lists\/([^/]+)$/

/**
 * POST /admin/price-lists/{id}: Medusa 2.21 saves an edited price list (its status, dates, type, customer groups)
 * without its event: the pricing module's update runs outside the context that collects a module's events, so
 * `pricing.price-list.updated` is never emitted and nothing downstream learns of the change. Once Medusa has
 * answered the edit, this emits that event itself, so the storefront's cache is purged at once
 * (`subscribers/purge-storefront-cache.ts`), on whichever instance runs the subscribers.
 */
export function announcePriceListUpdate(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const id = req.method === 'POST' ? PRICE_LIST.exec(new URL(req.originalUrl, 'http://x').pathname.replace(/\/+$/, ''))?.[1] : undefined
  if (id) {
    res.once('finish', () => {
      if (res.statusCode >= 300) return
      req.scope
        .resolve(Modules.EVENT_BUS)
        .emit({ name: 'pricing.price-list.updated', data: { id: decodeURIComponent(id) } })
        .catch((error: Error) => req.scope.resolve('logger').warn(`price list ${id} edited, but its event was not emitted: ${error.message}`))
    })
  }
  next()
}
