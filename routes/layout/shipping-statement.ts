import { type MessageKey, useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import type { ShippingFrom } from '../../rules/shipping-from'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'

/**
 * A lowest shipping price as the shop states it: free, or from an amount in the reader's format, and from which cart
 * value it is free when it is ("free from 500 €"); null when unknown.
 */
export function shippingCost(money: ShippingFrom | null, locale: Locale): { free: true } | { free: false; from: string; freeFrom?: string } | null {
  if (!money) return null
  if (money.amount === 0) return { free: true }
  const from = formatMoney(money, locale)
  return money.free_from === undefined
    ? { free: false, from }
    : { free: false, from, freeFrom: formatMoney({ amount: money.free_from, currency_code: money.currency_code }, locale) }
}

/**
 * The country's shipping costs in the words of one place (its text for free shipping, for "from an amount" and for
 * "from an amount, free from a cart value"), from
 * the lowest price of the shipping options the checkout offers there (the layout's `shipping_from`); null where only
 * the checkout can know it, and then nothing is stated. One rule for the top bar, the footer and every promise.
 */
export function useShippingStatement(words: { free: MessageKey; from: MessageKey; freeFrom: MessageKey }): string | null {
  const t = useT()
  const { shipping_from, locale } = usePage()
  const cost = shippingCost(shipping_from, locale)
  if (!cost) return null
  if (cost.free) return t(words.free)
  return cost.freeFrom ? t(words.freeFrom, { amount: cost.from, freeFrom: cost.freeFrom }) : t(words.from, { amount: cost.from })
}
