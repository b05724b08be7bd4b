import type { AdminDraftOrder, AdminOrder, AdminOrderAddress } from '@medusajs/types'
import { useState } from 'react'
import { addressLines } from '../../../../../rules/address-lines'
import { addressSchema } from '../../../../../rules/address-schema'
import type { Locale } from '../../../../../rules/languages'
import { request } from '../../../engine/calls'
import { ResourceForm } from '../../../engine/form/resource-form'
import { formOf, type QueryName, type SectionProps } from '../../../engine/resource'
import { useChange } from '../../../engine/use-resource'
import { useLocale, useT } from '../../../i18n'
import { Modal } from '../../../ui/modal'
import { addressFields, POSTAL_FIELDS } from '../../customers/postal-address'
import { updateDraftOrder } from '../calls/draft-orders'

type Values = Record<(typeof POSTAL_FIELDS)[number], string>

// the back office's one address form (postal-address.ts), checked by the shop's address rule
const addressForm = formOf<AdminOrderAddress | null>()({
  schema: addressSchema(),
  fields: addressFields(),
  values: (address) => Object.fromEntries(POSTAL_FIELDS.map((name) => [name, (address?.[name as keyof AdminOrderAddress] as string | null) ?? ''])) as Values,
  toBody: (values) => values,
})

const KINDS = [
  ['shipping_address', 'order.shippingAddress'],
  ['billing_address', 'order.billingAddress'],
] as const

const lines = (address: AdminOrderAddress, locale: Locale) => [...addressLines(address, { locale }), address.phone].filter(Boolean)

type WithAddresses = Pick<AdminOrder, 'id' | 'shipping_address' | 'billing_address'>
type Save = { run: (id: string, body: Record<string, unknown>) => Promise<unknown>; invalidates: QueryName[] }

/** Shipping and billing address as they go on the parcel and the invoice, each editable and saved by `save`. */
function Addresses({ order, save: { run, invalidates } }: { order: WithAddresses; save: Save }) {
  const t = useT()
  const locale = useLocale()
  const [editing, setEditing] = useState<(typeof KINDS)[number] | null>(null)
  const save = useChange({
    run: (body: Record<string, unknown>) => run(order.id, body),
    invalidates,
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

const ORDER: Save = {
  run: (id, body) => request(`/admin/orders/${encodeURIComponent(id)}`, { method: 'POST', body }),
  invalidates: ['orders'],
}
const DRAFT: Save = { run: (id, body) => updateDraftOrder(id, body), invalidates: ['draft-orders'] }

/** An order's addresses (POST /admin/orders/{id}). */
export const AddressesSection = ({ item }: SectionProps<AdminOrder>) => <Addresses order={item} save={ORDER} />

/** A draft's addresses, changed after it was taken (POST /admin/draft-orders/{id}). */
export const DraftAddressesSection = ({ item }: SectionProps<AdminDraftOrder>) => <Addresses order={item} save={DRAFT} />
