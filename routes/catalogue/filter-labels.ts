import type { Translate } from '../../i18n'
import { LANGUAGE_TAG, type Locale } from '../../rules/languages'
import { MATERIAL_NAMES, type Material } from '../../rules/materials'
import { METAL_COLOUR_NAMES, type MetalColour } from '../../rules/metal-colours'
import { formatMoney } from '../../rules/money'
import { STONE_NAMES, type Stone } from '../../rules/stones'
import type { ListFilter, PriceRange } from './listing-filters'

/** A filter value as the shop names it: the rules' names in the page's language, a ring size with its word. */
export function valueLabel(name: ListFilter, value: string, locale: Locale, t: Translate): string {
  if (name === 'material') return MATERIAL_NAMES[value as Material]?.[locale] ?? value
  if (name === 'colour') return METAL_COLOUR_NAMES[value as MetalColour]?.[locale] ?? value
  if (name === 'stone') return STONE_NAMES[value as Stone]?.[locale] ?? value
  return `${t('filters.size')} ${value}`
}

/** A price range in words: 'bis 2.000 €', 'ab 100 €', '100 € bis 2.000 €'. */
export function priceLabel({ min, max }: PriceRange, currency: string, locale: Locale, t: Translate): string {
  const money = (amount: number) => formatMoney(amount, currency, locale, { wholeWithoutCents: true })
  if (min !== undefined && max !== undefined) return t('filters.priceRange', { min: money(min), max: money(max) })
  return min !== undefined ? t('filters.priceFrom', { min: money(min) }) : t('filters.priceUpTo', { max: money(max ?? 0) })
}

/** The currency's sign as the page's language writes it ('€', 'CHF', '£', '$'). */
export function currencySign(currency: string, locale: Locale): string {
  const parts = new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: 'currency', currency: currency.toUpperCase() }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? currency.toUpperCase()
}
