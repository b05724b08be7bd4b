import { useT } from '../../i18n'
import type { Money } from '../api-types'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'

/** A price in the region's currency; `from` prefixes 'ab' / 'from' for products whose variants cost different amounts. */
export function Price({ money, from, className, testId }: { money: Money | null; from?: boolean; className?: string; testId?: string }) {
  const t = useT()
  const { locale } = usePage()
  if (!money)
    return (
      <span className={className} data-testid={testId}>
        {t('product.noPrice')}
      </span>
    )
  const amount = formatMoney(money, locale)
  return (
    <span className={className} data-testid={testId}>
      {from ? t('catalogue.priceFrom', { price: amount }) : amount}
    </span>
  )
}
