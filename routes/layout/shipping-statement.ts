import { useT, type MessageKey } from '../../i18n'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'

/**
 * The country's shipping costs in the words of one place (its text for free shipping and for "from an amount"), from
 * the lowest price of the shipping options the checkout offers there (the layout's `shipping_from`); null where only
 * the checkout can know it, and then nothing is stated. One rule for the top bar, the footer and every promise.
 */
export function useShippingStatement(words: { free: MessageKey; from: MessageKey }): string | null {
  const t = useT()
  const { shipping_from, locale } = usePage()
  if (!shipping_from) return null
  return shipping_from.amount === 0 ? t(words.free) : t(words.from, { amount: formatMoney(shipping_from, locale) })
}
