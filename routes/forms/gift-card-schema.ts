import * as z from 'zod/mini'
import type { MessageKey, Translate } from '../../i18n'
import {
  GIFT_CARD_FREE_AMOUNT,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_NAME_MAX,
  type GiftCardLineField,
  type GiftCardLineInput,
  type GiftCardLineProblem,
  giftCardLineProblems,
} from '../../rules/gift-cards'
import type { ShopDay } from '../../rules/shop-days'

/** The gift card's form: the chosen variant, the typed amount (for the free one) and the details, as typed. */
export type GiftCardValues = Record<GiftCardLineField, string> & { variant: string }

/** A typed amount as a number ("75", "75,50" → 75.5); NaN for anything else, which the rule refuses. */
const typedAmount = (typed: string) => (/^\s*\d+([.,]\d*)?\s*$/.test(typed) ? Number(typed.trim().replace(',', '.')) : Number.NaN)

/** The form's values as the rule reads them (`free`: the chosen variant is the free amount). */
export const lineOf = (values: GiftCardValues, free: boolean): GiftCardLineInput => ({
  free,
  amount: free ? typedAmount(values.amount) : null,
  recipientEmail: values.recipientEmail,
  recipientName: values.recipientName,
  message: values.message,
  deliverOn: values.deliverOn,
})

/** A problem of a field in the visitor's words. */
function giftCardMessage(t: Translate, field: GiftCardLineField, code: GiftCardLineProblem, amount: (value: number) => string) {
  const key: MessageKey =
    code === 'tooLong'
      ? field === 'message'
        ? 'giftCardPurchase.errors.tooLongMessage'
        : 'giftCardPurchase.errors.tooLongName'
      : `giftCardPurchase.errors.${code}`
  if (code === 'tooLong') return t(key, { max: field === 'message' ? GIFT_CARD_MESSAGE_MAX : GIFT_CARD_NAME_MAX })
  return t(key, { min: amount(GIFT_CARD_FREE_AMOUNT.min), max: amount(GIFT_CARD_FREE_AMOUNT.max) })
}

/**
 * The gift card's form checked by the shop's one rule (`giftCardLineProblems` of rules/gift-cards.ts, which Medusa's
 * route and hooks run again): every problem on its field, in the visitor's language; `amount` writes the limits as
 * money of the page's currency.
 */
export const giftCardSchema = (
  t: Translate,
  { freeVariant, today, amount = String }: { freeVariant: string | null; today: ShopDay; amount?: (value: number) => string },
) =>
  z
    .object({
      variant: z.string(),
      amount: z.string(),
      recipientEmail: z.string(),
      recipientName: z.string(),
      message: z.string(),
      deliverOn: z.string(),
    })
    .check((context) => {
      const problems = giftCardLineProblems(lineOf(context.value, context.value.variant === freeVariant), today)
      for (const [field, code] of Object.entries(problems) as [GiftCardLineField, GiftCardLineProblem][])
        context.issues.push({ code: 'custom', message: giftCardMessage(t, field, code, amount), path: [field], input: context.value, continue: true })
    })
