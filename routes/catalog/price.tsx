import { useT } from '../../i18n'
import type { Money } from '../api-types'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'

export function Price({ money, className }: { money: Money | null; className?: string }) {
  const t = useT()
  const { locale } = usePage()
  return <span className={className}>{money ? formatMoney(money, locale) : t('product.noPrice')}</span>
}
