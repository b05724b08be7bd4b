import type { AdminOrderAddress } from '@medusajs/types'
import { useT } from '../i18n'

/** A postal address as it goes on a parcel, one line each. */
export function OrderAddress({ title, address }: { title: string; address: AdminOrderAddress | null | undefined }) {
  const t = useT()
  const lines = address
    ? [
        [address.first_name, address.last_name].filter(Boolean).join(' '),
        address.company,
        address.address_1,
        address.address_2,
        [address.postal_code, address.city].filter(Boolean).join(' '),
        [address.province, address.country_code?.toUpperCase()].filter(Boolean).join(', '),
        address.phone,
      ].filter(Boolean)
    : []
  return (
    <section className="admin-card p-4">
      <h2 className="text-sm font-semibold text-stone-900">{title}</h2>
      {lines.length ? (
        <address className="mt-2 text-sm not-italic leading-6 text-stone-700">
          {lines.map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="mt-2 text-sm text-stone-600">{t('order.noAddress')}</p>
      )}
    </section>
  )
}
