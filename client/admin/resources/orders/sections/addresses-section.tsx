import type { AdminOrder, AdminOrderAddress } from '@medusajs/types'
import { useState } from 'react'
import { addressLines } from '../../../../../rules/address-lines'
import { addressSchema } from '../../../../../rules/address-schema'
import type { Locale } from '../../../../../rules/languages'
import { request } from '../../../engine/calls'
import { ResourceForm } from '../../../engine/form/resource-form'
import { formOf, type SectionProps } from '../../../engine/resource'
import { useChange } from '../../../engine/use-resource'
import { type MessageKey, useLocale, useT } from '../../../i18n'
import { Modal } from '../../../ui/modal'

const schema = addressSchema()
const FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'postal_code', 'city', 'province', 'country_code', 'phone'] as const
type Values = Record<(typeof FIELDS)[number], string>

const addressForm = formOf<AdminOrderAddress | null>()({
  schema,
  fields: FIELDS.map((name) => ({ name, label: `orderDetail.address.${name}` as const })),
  values: (address) => Object.fromEntries(FIELDS.map((name) => [name, (address?.[name as keyof AdminOrderAddress] as string | null) ?? ''])) as Values,
  toBody: (values) => values,
})

const KINDS = [
  ['shipping_address', 'order.shippingAddress'],
  ['billing_address', 'order.billingAddress'],
] as const

const lines = (address: AdminOrderAddress, locale: Locale) => [...addressLines(address, { locale }), address.phone].filter(Boolean)

/** Shipping and billing address as they go on the parcel and the invoice, each editable (POST /admin/orders/{id}). */
export function AddressesSection({ item: order }: SectionProps<AdminOrder>) {
  const t = useT()
  const locale = useLocale()
  const [editing, setEditing] = useState<(typeof KINDS)[number] | null>(null)
  const save = useChange({
    run: (body: Record<string, unknown>) => request(`/admin/orders/${encodeURIComponent(order.id)}`, { method: 'POST', body }),
    invalidates: ['orders'],
    done: () => ({ key: 'orderDetail.addressSaved' }),
    quiet: true,
  })
  return (
    <div className="flex flex-col divide-y divide-stone-200">
      {KINDS.map((kind) => {
        const [key, label] = kind
        const address = order[key]
        return (
          <div key={key} className="flex flex-col gap-2 px-4 py-3 text-sm" data-testid={key}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-medium text-stone-900">{t(label)}</h3>
              <button
                type="button"
                className="admin-btn-secondary px-3 py-1.5"
                onClick={() => setEditing(kind)}
                aria-label={t('orderDetail.editAddress', { address: t(label) })}
              >
                <span aria-hidden="true" className="i-ph-pencil-simple" />
                {t('engine.edit')}
              </button>
            </div>
            {address ? (
              <address className="not-italic leading-6 text-stone-700">
                {lines(address, locale).map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ) : (
              <p className="text-stone-600">{t('order.noAddress')}</p>
            )}
          </div>
        )
      })}
      {editing && (
        <Modal open onOpenChange={(open) => !open && setEditing(null)} title={t(editing[1])} wide>
          <ResourceForm
            spec={addressForm}
            item={order[editing[0]] ?? null}
            submitLabel={t('engine.save')}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await save.mutateAsync({ [editing[0]]: body })
              setEditing(null)
            }}
          />
        </Modal>
      )}
    </div>
  )
}
