import type { AdminOrder } from '@medusajs/types'
import { Link } from 'wouter'
import type { SectionProps } from '../../../engine/resource'
import { useLocale, useT } from '../../../i18n'
import { ActionButtons } from '../actions/action-buttons'
import { changeEmail } from '../contact/change-email'
import { customerName } from '../order-fields'

/** Who ordered: name, e-mail (staff correct a mistyped one), phone, and the customer's page when the order belongs to a customer record. */
export function CustomerSection({ item: order, resource }: SectionProps<AdminOrder>) {
  const t = useT()
  const locale = useLocale()
  const phone = order.billing_address?.phone ?? order.shipping_address?.phone
  return (
    <div className="flex flex-col gap-1 px-4 py-3 text-sm text-stone-700">
      {customerName(order) && <p className="font-medium text-stone-900">{customerName(order)}</p>}
      <p className="break-all">
        {order.email ? (
          <a className="admin-link" href={`mailto:${order.email}`}>
            {order.email}
          </a>
        ) : (
          '–'
        )}
      </p>
      {phone && <p>{phone}</p>}
      <p className="text-stone-600">{t(order.customer?.has_account ? 'customers.registered' : 'customers.guest')}</p>
      {order.customer_id && (
        <Link href={`~/admin/${locale}/customers/${order.customer_id}`} className="admin-link">
          {t('orderDetail.openCustomer')}
        </Link>
      )}
      <div className="pt-2">
        <ActionButtons resource={resource} order={order} actions={[changeEmail]} label={t('orderDetail.contactActions')} />
      </div>
    </div>
  )
}
