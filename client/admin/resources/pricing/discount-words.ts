import type { AdminPromotion } from '@medusajs/types'
import { LANGUAGE_TAG, type Locale } from '../../../../rules/languages'
import type { MessageKey, Translate } from '../../i18n'
import { money } from '../../ui/format'

type Method = Pick<
  NonNullable<AdminPromotion['application_method']>,
  'type' | 'value' | 'currency_code' | 'target_type' | 'allocation' | 'apply_to_quantity' | 'buy_rules_min_quantity'
>

const percent = (value: number, locale: Locale) =>
  new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: 'percent', maximumFractionDigits: 2 }).format(value / 100)

/** The amount of a discount as staff read it: 10 %, 5,00 €. */
export function discountAmount(method: Pick<Method, 'type' | 'value' | 'currency_code'>, locale: Locale): string {
  const value = Number(method.value ?? 0)
  return method.type === 'percentage' ? percent(value, locale) : money(value, method.currency_code, locale)
}

/** What a standard promotion's amount applies to, by target and, for a fixed amount, how it is shared. */
function targetKey(method: Method): MessageKey {
  if (method.target_type === 'shipping_methods') return 'promotions.words.shipping'
  if (method.target_type === 'order') return 'promotions.words.order'
  if (method.allocation === 'once') return 'promotions.words.itemsOnce'
  // a percentage is the same on each piece and on their sum; a fixed amount is not
  if (method.type === 'fixed' && method.allocation === 'each') return 'promotions.words.itemsEach'
  return 'promotions.words.items'
}

/**
 * A promotion's discount in words for the list and the detail ("10 % auf Artikel", "Kaufe 2, erhalte 1 mit 100 %
 * Rabatt"); a promotion without its application method (an answer without those fields) reads as nothing.
 */
export function discountInWords(promotion: Pick<AdminPromotion, 'type'> & { application_method?: Method | null }, t: Translate, locale: Locale): string {
  const method = promotion.application_method
  if (!method) return ''
  const amount = discountAmount(method, locale)
  if (promotion.type === 'buyget') return t('promotions.words.buyGet', { buy: method.buy_rules_min_quantity ?? 0, get: method.apply_to_quantity ?? 0, amount })
  return t(targetKey(method), { amount })
}
