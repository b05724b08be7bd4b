import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { BigNumberInput } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, MathBN } from '@medusajs/framework/utils'
import { refreshCartItemsWorkflow } from '@medusajs/medusa/core-flows'
import { CONFIRMED_TOTAL_HEADER, TOTAL_CHANGED } from '../../../rules/repriced-cart'

/** What the shopper reviews after a refused completion: the totals as priced now, and what makes them up. */
const TOTALS = [
  'id',
  'completed_at',
  'currency_code',
  'total',
  'raw_total',
  'subtotal',
  'item_total',
  'discount_total',
  'shipping_total',
  'tax_total',
  'items.id',
  'items.unit_price',
  'items.quantity',
  'promotions.code',
]

type Totals = { id: string; completed_at: string | null; total: number; raw_total: BigNumberInput; [field: string]: unknown }

/** The total the checkout says the shopper confirmed, if it sent one that is a number. */
function confirmedTotal(req: MedusaRequest): number | null {
  const sent = req.headers[CONFIRMED_TOTAL_HEADER]
  const total = typeof sent === 'string' && sent.trim() ? Number(sent) : NaN
  return Number.isFinite(total) ? total : null
}

// the confirmed total went through JSON and back as a number of euros: under half a cent is rounding, not a change
const differs = (confirmed: number, total: number) => Math.abs(confirmed - total) >= 0.005

async function totalsOf(req: MedusaRequest): Promise<Totals | undefined> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'cart', fields: TOTALS, filters: { id: req.params.id } })
  return data[0] as unknown as Totals | undefined
}

/**
 * POST /store/carts/:id/complete. Medusa completes a cart at the prices, discounts, shipping and taxes it stored when
 * each was last written, and recalculates prices only when the region, locale or tax address change: a code whose
 * campaign has ended, a promotion staff deactivated or deleted, an ended sale or a raised price would all be charged
 * as they stood. So the cart is priced afresh here with Medusa's own refresh (as POST /store/carts/:id/refresh does,
 * whatever the browser called before), and completed only at an unchanged total — unchanged against what the cart
 * held and, when the checkout sends it (`x-confirmed-total`), against what the shopper confirmed. A changed total
 * places no order: 409 with code `total_changed`, the totals before and after and the cart as priced now. The cart stays usable:
 * Medusa's refresh has already set its payment collection to the new amount and dropped the sessions for the old
 * one, so the shopper reviews, pays and places the order again. This runs inside the cart's write lock
 * (serialize-cart-writes.ts), so no other write to the cart slips in between the pricing and the order.
 */
export async function repriceAtCompletion(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const before = await totalsOf(req)
  // an unknown cart is Medusa's 404; a completed one is answered with its order (a repeated "place order")
  if (!before || before.completed_at) return next()
  await refreshCartItemsWorkflow(req.scope).run({ input: { cart_id: before.id, force_refresh: true } })
  const after = (await totalsOf(req))!
  const confirmed = confirmedTotal(req)
  if (MathBN.eq(before.raw_total, after.raw_total) && (confirmed === null || !differs(confirmed, after.total))) return next()
  const previous = confirmed ?? before.total
  const { raw_total: _raw, completed_at: _completed, ...cart } = after
  res.status(409).json({
    type: 'not_allowed',
    code: TOTAL_CHANGED,
    message: `The cart's total changed from ${previous} to ${after.total} as the shop prices it now: review it and place the order again.`,
    total: { before: previous, after: after.total },
    cart,
  })
}
