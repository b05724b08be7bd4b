import { MedusaError } from '@medusajs/framework/utils'
import { addGiftCardToCartWorkflow } from '@medusajs/loyalty-plugin/workflows'
import { addToCartWorkflow, completeCartWorkflow } from '@medusajs/medusa/core-flows'
import { cartGiftCardLinesRefusal, giftCardVariants, lineRefusal } from '../../lib/gift-cards/gift-card-lines'
import { cartCredit, giftCardByCode } from '../../lib/gift-cards/gift-card-lookup'
import { type GiftCardRefusal, isDisabled } from '../../rules/gift-cards'

/**
 * The shop's gift card rules inside the loyalty plugin's and Medusa's own workflows, so that every route holds them
 * (rules/gift-cards.ts): a disabled card pays nothing, and a gift card (or store credit) never pays for another gift
 * card — refused when the card goes on a cart of gift cards, when a gift card goes into a cart with credit, and at
 * completion. The shop's own route (store/carts/[id]/gift-card-codes) answers the same reasons in the shopper's words.
 * A bought card's line obeys the rule of what is sold (lib/gift-cards/gift-card-lines.ts) when it is added, by any
 * route, and again at completion (its details may have been changed since through Medusa's line-item route).
 */

const SENTENCES: Record<GiftCardRefusal, (code: string) => string> = {
  unknown: (code) => `Gift card (${code}) not found`,
  used_up: (code) => `Gift card (${code}) has no balance`,
  disabled: (code) => `Gift card (${code}) is disabled`,
  expired: (code) => `Gift card (${code}) has expired`,
  other_currency: (code) => `Gift card (${code}) currency does not match cart currency`,
  already_applied: (code) => `Gift card (${code}) already applied to cart`,
  pays_gift_card: () => 'A gift card or store credit cannot pay for gift cards',
}

const refusalError = (reason: GiftCardRefusal, code: string) => new MedusaError(MedusaError.Types.INVALID_DATA, SENTENCES[reason](code))

addGiftCardToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const [card, credit] = await Promise.all([giftCardByCode(container, input.code), cartCredit(container, cart.id)])
  if (!card || !credit) return
  if (isDisabled(card)) throw refusalError('disabled', card.code)
  // the plugin checks the rest itself (unknown, expired, currency, balance, twice on one cart)
  if (credit.buysGiftCards) throw refusalError('pays_gift_card', card.code)
})

addToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const variantIds = (input.items ?? []).flatMap((item) => (item.variant_id ? [item.variant_id] : []))
  const cards = await giftCardVariants(container, variantIds)
  if (!cards.size) return
  for (const item of input.items ?? []) {
    const card = item.variant_id ? cards.get(item.variant_id) : undefined
    const refusal = card ? lineRefusal(item as Parameters<typeof lineRefusal>[0], card.free) : null
    if (refusal) throw new MedusaError(MedusaError.Types.INVALID_DATA, refusal)
  }
  const credit = await cartCredit(container, cart.id)
  if (credit?.hasCredit || credit?.giftCardCodes.length) throw refusalError('pays_gift_card', '')
})

completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  const credit = await cartCredit(container, cart.id)
  if (credit?.buysGiftCards && credit.hasCredit) throw refusalError('pays_gift_card', '')
  const refusal = credit?.buysGiftCards ? await cartGiftCardLinesRefusal(container, cart.id) : null
  if (refusal) throw new MedusaError(MedusaError.Types.INVALID_DATA, refusal)
})
