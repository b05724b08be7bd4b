import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { GIFT_CARDS_MARK } from '../../../modules/stripe-payments/gift-cards-capture'

type Body = { data?: Record<string, unknown> | null }

/** Whether the collection is a cart's whose lines are all gift cards (Medusa's `is_giftcard`, copied from the product). */
async function giftCardsOnly(scope: MedusaContainer, collectionId: string): Promise<boolean> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: links } = await query.graph({ entity: 'cart_payment_collection', fields: ['cart_id'], filters: { payment_collection_id: collectionId } })
  const cartId = (links[0] as { cart_id?: string } | undefined)?.cart_id
  if (!cartId) return false
  const { data: carts } = await query.graph({ entity: 'cart', fields: ['id', 'items.is_giftcard'], filters: { id: cartId } })
  const items = ((carts[0] as { items?: ({ is_giftcard?: boolean | null } | null)[] | null } | undefined)?.items ?? []).filter((item) => item !== null)
  return items.length > 0 && items.every((item) => item.is_giftcard === true)
}

/**
 * In front of Medusa's POST /store/payment-collections/:id/payment-sessions: a session for a cart of gift cards alone
 * is marked to be captured when the shopper pays (src/modules/stripe-payments/gift-cards-capture.ts), decided on the
 * cart Medusa holds, never on the browser's word: a mark a browser sends is dropped on every collection. A cart that
 * changes afterwards gets new sessions from the checkout, which pass here again.
 */
export async function giftCardsCaptureMark(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as Body
  if (body.data && typeof body.data === 'object') delete body.data[GIFT_CARDS_MARK]
  if (await giftCardsOnly(req.scope, String(req.params.id ?? ''))) req.body = { ...body, data: { ...(body.data ?? {}), [GIFT_CARDS_MARK]: true } }
  next()
}
