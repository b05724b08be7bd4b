import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { CHECKOUT_ORDER_KEY } from '../checkout/session-keys'
import type { PageProps } from '../lib/types'
import { OrderFrame } from './order-frame'
import { OrderSummary } from './order-summary'

/** /{cc}/order/confirmation: rendered only in the browser, from the order this tab placed last (session storage). */
export default function OrderConfirmationPage(_props: PageProps) {
  const t = useT()
  const [orderId, setOrderId] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    try {
      setOrderId(sessionStorage.getItem(CHECKOUT_ORDER_KEY))
    } catch {
      setOrderId(null)
    }
  }, [])
  return (
    <OrderFrame>
      {orderId === undefined ? (
        <p className="text-stone-600">{t('order.loading')}</p>
      ) : orderId ? (
        <OrderSummary orderId={orderId} />
      ) : (
        <p className="text-lg text-stone-800">{t('order.receivedNoId')}</p>
      )}
    </OrderFrame>
  )
}
