import { type MessageKey, useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import type { Money } from '../api-types'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'

/** A lowest shipping price as the shop states it: free, or from an amount in the reader's format; null when unknown. */
export function shippingCost(money: Money | null, locale: Locale): { free: true } | { free: false; from: string } | null {
  if (!money) return null
  return money.amount === 0 ? { free: true } : { free: false, from: formatMoney(money, locale) }
}

/**
 * The country's shipping costs in the words of one place (its text for free shipping and for "from an amount"), from
 * the lowest price of the shipping options the checkout offers there (the layout's `shipping_from`); null where only
 * the checkout can know it, and then nothing is stated. One rule for the top bar, the footer and every promise.
 */
export function useShippingStatement(words: { free: MessageKey; from: MessageKey }): string | null {
  const t = useT()
  const { shipping_from, locale } = usePage()
  const cost = shippingCost(shipping_from, locale)
  if (!cost) return null
  return cost.free ? t(words.free) : t(words.from, { amount: cost.from })
}
