import { useLocale, useT } from '../../i18n'
import { money } from '../../ui/format'
import { usePriceColumns } from '../catalogue/products/price-columns'
import { keyOfPrice, type Price } from '../catalogue/products/prices'

/** An option's prices in a line: "14,90 € · Schweiz & Liechtenstein: 29,00 CHF" (regions by name once known). */
export function PricesText({ prices }: { prices: readonly Price[] }) {
  const t = useT()
  const locale = useLocale()
  const columns = usePriceColumns()
  if (!prices.length) return <span className="text-stone-600">{t('shipping.noPrices')}</span>
  const text = prices.map((price) => {
    const key = keyOfPrice(price)
    const column = key?.startsWith('region:') ? columns.data?.find((candidate) => candidate.key === key) : undefined
    const amount = money(Number(price.amount), price.currency_code, locale)
    return column ? `${column.label.replace(/ \([A-Z]{3}\)$/, '')}: ${amount}` : amount
  })
  return <>{text.join(' · ')}</>
}
