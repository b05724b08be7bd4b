import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { addGiftCardToCartWorkflow, removeGiftCardFromCartWorkflow } from '@medusajs/loyalty-plugin/workflows'
import { cartCredit, giftCardByCode, refusalOnCart } from '../../../../../lib/gift-cards/gift-card-lookup'
import { normalizedCode } from '../../../../../rules/gift-cards'
import type { GiftCardCodeBody } from '../../../gift-cards/validators'

async function cartOf(req: MedusaRequest) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'cart', fields: req.queryConfig.fields, filters: { id: req.params.id } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id '${req.params.id}' not found`)
  return data[0]
}

/**
 * POST /store/carts/:id/gift-card-codes { code } — puts a gift card on the cart with the loyalty plugin's own
 * workflow (a credit line of what the card holds, at most the cart's total; the rest stays on the card for later
 * orders) and answers the cart, with the reason when the card did not go on it (rules/gift-cards.ts: unknown, used up,
 * disabled, expired, another currency, already on the cart, a cart of gift cards), which the storefront words in the
 * shopper's language. The plugin's `POST /store/carts/:id/gift-cards` stays, under the same limits and hooks
 * (workflows/hooks/gift-card-rules.ts). Attempts are limited per cart and per client (`gift-card-code`).
 */
export async function POST(req: MedusaRequest<GiftCardCodeBody>, res: MedusaResponse) {
  const typed = normalizedCode(req.validatedBody.code)
  const [card, credit] = await Promise.all([giftCardByCode(req.scope, typed), cartCredit(req.scope, req.params.id)])
  if (!credit) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id '${req.params.id}' not found`)
  const reason = refusalOnCart(card, credit)
  if (reason || !card) return res.json({ cart: await cartOf(req), refused: { code: typed, reason: reason ?? 'unknown' } })
  await addGiftCardToCartWorkflow(req.scope).run({ input: { cart_id: req.params.id, code: card.code } })
  res.json({ cart: await cartOf(req), refused: null })
}

/** DELETE /store/carts/:id/gift-card-codes { code } — takes the card off the cart again (its whole balance stays on it). */
export async function DELETE(req: MedusaRequest<GiftCardCodeBody>, res: MedusaResponse) {
  await removeGiftCardFromCartWorkflow(req.scope).run({ input: { cart_id: req.params.id, code: normalizedCode(req.validatedBody.code) } })
  res.json({ cart: await cartOf(req) })
}
