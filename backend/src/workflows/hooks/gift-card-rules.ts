import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { addGiftCardToCartWorkflow } from '@medusajs/loyalty-plugin/workflows'
import { addToCartWorkflow, completeCartWorkflow } from '@medusajs/medusa/core-flows'
import { cartCredit, giftCardByCode } from '../../lib/gift-cards/gift-card-lookup'
import { type GiftCardRefusal, isDisabled } from '../../rules/gift-cards'

/**
 * The shop's gift card rules inside the loyalty plugin's and Medusa's own workflows, so that every route holds them
 * (rules/gift-cards.ts): a disabled card pays nothing, and a gift card (or store credit) never pays for another gift
 * card — refused when the card goes on a cart of gift cards, when a gift card goes into a cart with credit, and at
 * completion. The shop's own route (store/carts/[id]/gift-card-codes) answers the same reasons in the shopper's words.
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

/** Whether a variant to be added belongs to a gift card product. */
async function buysGiftCard(container: MedusaContainer, variantIds: string[]) {
  if (!variantIds.length) return false
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'product_variant', fields: ['id', 'product.is_giftcard'], filters: { id: variantIds } })
  return (data as { product?: { is_giftcard?: boolean } | null }[]).some((variant) => !!variant.product?.is_giftcard)
}

addToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const variantIds = (input.items ?? []).flatMap((item) => (item.variant_id ? [item.variant_id] : []))
  if (!(await buysGiftCard(container, variantIds))) return
  const credit = await cartCredit(container, cart.id)
  if (credit?.hasCredit || credit?.giftCardCodes.length) throw refusalError('pays_gift_card', '')
})

completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  const credit = await cartCredit(container, cart.id)
  if (credit?.buysGiftCards && credit.hasCredit) throw refusalError('pays_gift_card', '')
})
