import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, Modules, PromotionActions } from '@medusajs/framework/utils'
import { updateCartPromotionsWorkflow } from '@medusajs/medusa/core-flows'
import { type PromotionRun, running } from '../../../lib/running-promotion'
import { rememberWithdrawn, WITHDRAWN_PROMOTIONS, type WithdrawnPromotion, withdrawnToTell } from '../../../rules/repriced-cart'
import { serializeCartWrites } from './serialize-cart-writes'

type Adjusted = { adjustments?: ({ code?: string | null } | null)[] | null } | null
type HeldPromotions = {
  id: string
  completed_at: string | null
  metadata?: Record<string, unknown> | null
  promotions?: ((PromotionRun & { code?: string | null }) | null)[] | null
  items?: Adjusted[] | null
  shipping_methods?: Adjusted[] | null
}

const FIELDS = [
  'id',
  'completed_at',
  'metadata',
  'promotions.code',
  'promotions.status',
  'promotions.campaign.starts_at',
  'promotions.campaign.ends_at',
  'items.adjustments.code',
  'shipping_methods.adjustments.code',
]

async function heldPromotions(req: MedusaRequest): Promise<HeldPromotions | null> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'cart', fields: FIELDS, filters: { id: req.params.id } })
  const cart = data[0] as unknown as HeldPromotions | undefined
  return cart && !cart.completed_at ? cart : null
}

/**
 * The cart's promotions that no longer exist or run, by code, and the codes that stay; null when none has ended.
 * A promotion staff deleted leaves its link on the cart as an empty entry (Medusa soft-deletes it) and its code
 * only on the lines' and shipping's adjustments, which keep discounting until Medusa recomputes them.
 */
function endedPromotions(cart: HeldPromotions): { kept: string[]; withdrawn: string[] } | null {
  const promotions = cart.promotions ?? []
  const kept = promotions.flatMap((promotion) => (promotion?.code && running(promotion) ? [promotion.code] : []))
  const adjusted = [...(cart.items ?? []), ...(cart.shipping_methods ?? [])].flatMap((line) => (line?.adjustments ?? []).map((adjustment) => adjustment?.code))
  const held = [...promotions.map((promotion) => promotion?.code), ...adjusted].filter((code): code is string => Boolean(code))
  const withdrawn = [...new Set(held.filter((code) => !kept.includes(code)))]
  const emptyLinks = promotions.some((promotion) => !promotion?.code)
  return withdrawn.length || emptyLinks ? { kept, withdrawn } : null
}

const onCart = (cart: HeldPromotions) => (cart.promotions ?? []).flatMap((promotion) => (promotion?.code ? [promotion.code] : []))

/** The cart's answer, with the withdrawals still to tell of beside it (none: the answer as Medusa gives it). */
function answerWithdrawn(res: MedusaResponse, withdrawn: WithdrawnPromotion[]) {
  if (!withdrawn.length) return
  const json = res.json.bind(res)
  res.json = (body: unknown) => json(body && typeof body === 'object' && 'cart' in body ? { ...body, [WITHDRAWN_PROMOTIONS]: withdrawn } : body)
}

/**
 * GET /store/carts/:id, which the storefront reads on every cart load. A promotion staff deleted, deactivated or
 * put back to draft, or whose campaign is over, is taken off the cart here with Medusa's own promotion workflow
 * (its adjustments and link go, the payment amount follows), so no page shows or sums a discount the shop no
 * longer gives. The cart remembers what was taken off and when (`rememberWithdrawn`, in its metadata), and every read
 * names it beside the cart (`withdrawn_promotions`) until the code is on the cart again: the storefront tells the
 * shopper once per withdrawal, whichever read brings it. The change is a cart write, so it waits its turn like every
 * other (serialize-cart-writes.ts); a failure leaves the cart as it was and is answered all the same (the completion
 * re-prices in any case).
 */
export async function withdrawEndedPromotions(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const cart = await heldPromotions(req)
  if (!cart) return next()
  if (!endedPromotions(cart)) {
    answerWithdrawn(res, withdrawnToTell(cart.metadata?.[WITHDRAWN_PROMOTIONS], onCart(cart)))
    return next()
  }
  await serializeCartWrites(req, res, async () => {
    // read again under the lock: a write that went first may have changed the promotions
    const locked = await heldPromotions(req)
    const ended = locked && endedPromotions(locked)
    let remembered = locked?.metadata?.[WITHDRAWN_PROMOTIONS]
    try {
      if (locked && ended) {
        await updateCartPromotionsWorkflow(req.scope).run({
          input: { cart_id: locked.id, promo_codes: ended.kept, action: PromotionActions.REPLACE, force_refresh_payment_collection: true },
        })
        remembered = rememberWithdrawn(remembered, ended.withdrawn, new Date().toISOString())
        // Medusa merges metadata: only this key is written
        await req.scope.resolve(Modules.CART).updateCarts(locked.id, { metadata: { [WITHDRAWN_PROMOTIONS]: remembered } })
      }
    } catch (error) {
      req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`ended promotions stay on cart ${req.params.id}: ${(error as Error).message}`)
    }
    answerWithdrawn(res, withdrawnToTell(remembered, ended ? ended.kept : locked ? onCart(locked) : []))
    next()
  })
}
