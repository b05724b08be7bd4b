import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'

/** A queue of twenty adds to one cart takes a few seconds; a request waits this long for its turn. */
const WAIT_SECONDS = 30
/**
 * A crashed request frees its cart after this, at the latest: a live one keeps renewing it (Redis locking renews every
 * third of it), so it can be short, and a shopper whose press a dying server cut off may press again within seconds.
 */
const EXPIRE_SECONDS = 10

/**
 * Serialises writes to one cart. Medusa's add-to-cart workflow locks the cart itself but gives up
 * after two seconds, so concurrent adds of the same variant (fast clicks, several tabs) answered
 * 500/400 and their quantities were lost. Here each request waits for the previous one on the same
 * cart (locking module, key per cart id) and holds the lock until its response has been sent; the
 * workflow's own lock, on another key, is then always free.
 */
export async function serializeCartWrites(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const cartId = req.params.id
  // a request matched by two of the cart matchers must not wait for its own lock
  const marked = req as MedusaRequest & { cartWriteLocked?: boolean }
  if (!cartId || marked.cartWriteLocked) return next()
  marked.cartWriteLocked = true
  const locking = req.scope.resolve(Modules.LOCKING)
  try {
    await locking.execute(
      `storefront-cart-write:${cartId}`,
      () =>
        new Promise<void>((resolve) => {
          res.once('finish', resolve)
          res.once('close', resolve)
          next()
        }),
      { timeout: WAIT_SECONDS, expire: EXPIRE_SECONDS },
    )
  } catch (error) {
    // only the wait can fail here (the route's own errors are answered by Medusa's error handler)
    if (!res.headersSent) {
      res.status(409).json({ type: 'conflict', message: `The cart is busy, please try again: ${(error as Error).message}` })
    }
  }
}
