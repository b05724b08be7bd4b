import { useT } from '../../i18n'
import { Link } from '../lib/link'
import type { PageProps } from '../lib/types'
import { OrderSummary } from '../order/order-summary'
import { AccountFrame } from './account-frame'
import { OrderDocumentLinks } from './order-documents'
import { useOrderState } from './order-rows'

/** /{cc}/account/orders/{id}: the order in full, its state, the invoice and credit-note downloads (another customer's order: not found). */
export default function OrderPage({ params }: PageProps) {
  const t = useT()
  const state = useOrderState()
  return (
    <AccountFrame title={t('account.orders.title')}>
      {() => (
        <div className="space-y-8">
          <Link to="/account/orders" className="text-sm text-primary-800 underline underline-offset-2">
            ← {t('account.orders.back')}
          </Link>
          <OrderSummary
            orderId={params.id ?? null}
            extra={(order) => (
              <div className="flex flex-wrap items-center justify-between gap-4 rounded-sm border border-stone-200 p-5">
                <div>
                  <p className="text-lg text-stone-900">{t('account.orders.number', { id: order.display_id ?? order.id })}</p>
                  <p className="text-sm text-stone-600" data-testid="order-state">
                    {state(order)}
                  </p>
                </div>
                <OrderDocumentLinks orderId={order.id} />
              </div>
            )}
          />
        </div>
      )}
    </AccountFrame>
  )
}
