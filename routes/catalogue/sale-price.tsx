import { useT } from '../../i18n'
import { saving } from '../../rules/sale'
import type { Money } from '../api-types'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'

type SaleProps = { price: Money | null | undefined; original: Money | null | undefined; quantity?: number; className?: string }

/**
 * What a sale lowered, under a price: the price before it struck through — named for screen readers
 * ("Originalpreis"), not only deleted — and what the shopper saves ("Sie sparen 200,00 €"), for `quantity` pieces.
 * Nothing for a regular price. Cards, the product page, cart, checkout and order lines.
 */
export function SaleNote({ price, original, quantity = 1, className = '' }: SaleProps) {
  const t = useT()
  const { locale } = usePage()
  const saved = price && original ? saving(price.amount * quantity, original.amount * quantity) : null
  if (saved === null) return null
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <del className="text-stone-600" data-testid="original-price">
        <span className="sr-only">{`${t('sale.original')}: `}</span>
        {formatMoney(original!, locale)}
      </del>
      <span className="font-medium text-red-800" data-testid="saving">
        {t('sale.saving', { amount: formatMoney({ amount: saved, currency_code: original!.currency_code }, locale) })}
      </span>
    </p>
  )
}
