import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import {
  GIFT_CARD_FREE_AMOUNT,
  GIFT_CARD_FREE_VALUE,
  GIFT_CARD_LINE,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_NAME_MAX,
  type GiftCardLineField,
  type GiftCardLineProblem,
  giftCardLineProblems,
  lineInput,
} from '../../rules/gift-cards'
import { shopDay } from '../../rules/shop-days'

/**
 * The lines of a bought gift card as Medusa holds them to the shop's rule (rules/gift-cards.ts): a free amount within
 * the limits and charged exactly (the line's custom price, set only by the shop's route store/carts/[id]/gift-card-lines
 * from the amount it checked), a fixed amount at its variant's price, the recipient, message and day as the rule says.
 */

type Locale = 'de' | 'en'

const LIMITS = { min: GIFT_CARD_FREE_AMOUNT.min, max: GIFT_CARD_FREE_AMOUNT.max.toLocaleString('de-DE') }
const LIMITS_EN = { min: GIFT_CARD_FREE_AMOUNT.min, max: GIFT_CARD_FREE_AMOUNT.max.toLocaleString('en-GB') }

/** Each problem in the visitor's words (the storefront has its own, `giftCard.errors`). */
const SENTENCES: Record<Locale, Record<GiftCardLineProblem, (field: GiftCardLineField) => string>> = {
  de: {
    amountRange: () => `Der Wunschbetrag muss zwischen ${LIMITS.min} und ${LIMITS.max} liegen.`,
    amountWhole: () => 'Der Wunschbetrag muss ein ganzer Betrag ohne Cent sein.',
    amountFixed: () => 'Dieser Gutschein hat einen festen Betrag.',
    email: () => 'Bitte geben Sie eine gültige E-Mail-Adresse der beschenkten Person an.',
    tooLong: (field) =>
      field === 'message'
        ? `Die Nachricht darf höchstens ${GIFT_CARD_MESSAGE_MAX} Zeichen lang sein.`
        : `Der Name darf höchstens ${GIFT_CARD_NAME_MAX} Zeichen lang sein.`,
    dayInvalid: () => 'Bitte wählen Sie ein gültiges Versanddatum.',
    dayPast: () => 'Das Versanddatum darf nicht in der Vergangenheit liegen.',
    dayTooFar: () => 'Das Versanddatum darf höchstens ein Jahr in der Zukunft liegen.',
  },
  en: {
    amountRange: () => `The amount must be between ${LIMITS_EN.min} and ${LIMITS_EN.max}.`,
    amountWhole: () => 'The amount must be a whole amount without cents.',
    amountFixed: () => 'This gift card has a fixed amount.',
    email: () => "Please give a valid e-mail address for the card's recipient.",
    tooLong: (field) =>
      field === 'message'
        ? `The message may be at most ${GIFT_CARD_MESSAGE_MAX} characters long.`
        : `The name may be at most ${GIFT_CARD_NAME_MAX} characters long.`,
    dayInvalid: () => 'Please choose a valid delivery date.',
    dayPast: () => 'The delivery date cannot be in the past.',
    dayTooFar: () => 'The delivery date can be at most one year ahead.',
  },
}

export type LineProblems = Partial<Record<GiftCardLineField, GiftCardLineProblem>>

/** The problems as one sentence, and by field (`errors`, the storefront words the codes itself). */
export const describedProblems = (problems: LineProblems, locale: Locale) =>
  (Object.entries(problems) as [GiftCardLineField, GiftCardLineProblem][]).map(([field, code]) => SENTENCES[locale][code](field)).join(' ')

/** The gift card variants among `variantIds`, each with whether its amount is the shopper's own. */
export async function giftCardVariants(container: MedusaContainer, variantIds: string[]): Promise<Map<string, { free: boolean }>> {
  const found = new Map<string, { free: boolean }>()
  if (!variantIds.length) return found
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'product_variant', fields: ['id', 'product.is_giftcard', 'options.value'], filters: { id: variantIds } })
  for (const variant of data as { id: string; product?: { is_giftcard?: boolean } | null; options?: ({ value: string } | null)[] | null }[]) {
    if (!variant.product?.is_giftcard) continue
    found.set(variant.id, { free: (variant.options ?? []).some((option) => option?.value === GIFT_CARD_FREE_VALUE) })
  }
  return found
}

type Line = { metadata?: Record<string, unknown> | null; unit_price?: unknown; is_custom_price?: boolean | null }

/**
 * Why a gift card line may not be sold as it stands (an English sentence for Medusa's refusal), or null. `charged`:
 * the line's price is known (a line being added by the shop's route, a line of the cart); a free amount must be
 * charged exactly, a fixed one never at a custom price. At completion a delivery day that has passed meanwhile is no
 * reason (the card is then mailed once paid).
 */
export function lineRefusal(line: Line, free: boolean, { completing = false, now = new Date() } = {}): string | null {
  const input = lineInput(line.metadata, free)
  const problems: LineProblems = giftCardLineProblems(input, shopDay(now)!)
  if (completing && problems.deliverOn === 'dayPast') delete problems.deliverOn
  if (Object.keys(problems).length) return describedProblems(problems, 'en')
  const price = line.unit_price === undefined || line.unit_price === null ? null : Number(line.unit_price)
  if (free && (price === null || price !== input.amount))
    return `A gift card of an own amount is charged its amount (${GIFT_CARD_LINE.amount}): ${input.amount} is not what the line costs (${price ?? 'no price set by the shop'})`
  if (!free && line.is_custom_price) return 'A gift card of a fixed amount is charged its price'
  return null
}

/** The first refusal among a cart's gift card lines, or null. */
export async function cartGiftCardLinesRefusal(container: MedusaContainer, cartId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: 'cart',
    fields: ['id', 'items.variant_id', 'items.is_giftcard', 'items.metadata', 'items.unit_price', 'items.is_custom_price'],
    filters: { id: cartId },
  })
  const items = ((data[0] as { items?: ((Line & { variant_id?: string | null; is_giftcard?: boolean }) | null)[] } | undefined)?.items ?? []).filter(
    (item) => !!item?.is_giftcard && !!item.variant_id,
  )
  const variants = await giftCardVariants(
    container,
    items.map((item) => item!.variant_id!),
  )
  for (const item of items) {
    const refusal = lineRefusal(item!, variants.get(item!.variant_id!)?.free ?? false, { completing: true })
    if (refusal) return refusal
  }
  return null
}
