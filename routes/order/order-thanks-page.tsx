import { useT } from '../../i18n'
import type { PageProps } from '../lib/types'
import { OrderFrame } from './order-frame'

/** /{cc}/order/confirmed: the order went through, but the URL names none (e.g. a payment provider's return). */
export default function OrderThanksPage(_props: PageProps) {
  const t = useT()
  return (
    <OrderFrame>
      <p className="text-lg text-stone-800">{t('order.receivedNoId')}</p>
    </OrderFrame>
  )
}
