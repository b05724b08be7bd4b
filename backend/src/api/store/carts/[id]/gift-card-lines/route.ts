import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { addToCartWorkflow } from '@medusajs/medusa/core-flows'
import { describedProblems, giftCardVariants } from '../../../../../lib/gift-cards/gift-card-lines'
import { type GiftCardLineInput, giftCardLineProblems, lineMetadata } from '../../../../../rules/gift-cards'
import { shopDay } from '../../../../../rules/shop-days'
import { visitorLocale } from '../../../../visitor-locale'
import type { GiftCardLineBody } from './validators'

/**
 * POST /store/carts/:id/gift-card-lines { variant_id, amount?, recipient_email?, recipient_name?, message?, deliver_on? }
 * — puts a bought gift card into the cart (rules/gift-cards.ts): the details are checked by the shop's rule and kept in
 * the line's metadata (`GIFT_CARD_LINE`); a free amount becomes the line's price here, from the amount checked, never
 * from a price the browser names. A refusal is 400 `{ type: 'invalid_data', message, errors: { field: code } }`, the
 * message in the visitor's language, the codes for the storefront's own words. Answers the cart with the fields asked.
 */
export async function POST(req: MedusaRequest<GiftCardLineBody>, res: MedusaResponse) {
  const body = req.validatedBody
  const variant = (await giftCardVariants(req.scope, [body.variant_id])).get(body.variant_id)
  if (!variant) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Variant ${body.variant_id} is not a gift card`)
  const line: GiftCardLineInput = {
    free: variant.free,
    amount: body.amount,
    recipientEmail: body.recipient_email,
    recipientName: body.recipient_name,
    message: body.message,
    deliverOn: body.deliver_on,
  }
  const problems = giftCardLineProblems(line, shopDay(new Date())!)
  if (Object.keys(problems).length) {
    res.status(400).json({ type: 'invalid_data', message: describedProblems(problems, visitorLocale(req)), errors: problems })
    return
  }
  const item = { variant_id: body.variant_id, quantity: 1, metadata: lineMetadata(line), ...(variant.free ? { unit_price: line.amount! } : {}) }
  await addToCartWorkflow(req.scope).run({ input: { cart_id: req.params.id, items: [item] } })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'cart', fields: req.queryConfig.fields, filters: { id: req.params.id } })
  res.json({ cart: data[0] })
}
