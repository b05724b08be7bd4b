import type { AdminProduct, AdminProductOption } from '@medusajs/types'
import { useState } from 'react'
import { z } from 'zod'
import { request } from '../../../engine/calls'
import { ResourceForm } from '../../../engine/form/resource-form'
import { type SectionProps, formOf } from '../../../engine/resource'
import { useChange } from '../../../engine/use-resource'
import { useT } from '../../../i18n'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { Modal } from '../../../ui/modal'

/** POST /admin/products/{id}/options/batch: options added (with their values), changed or unlinked in one call. */
export const optionBatch = (productId: string, body: { add?: object[]; update?: object[]; remove?: string[] }) =>
  request(`/admin/products/${encodeURIComponent(productId)}/options/batch`, { method: 'POST', body })

/**
 * A new option is added to the product with its values. An existing one is renamed with POST
 * /admin/product-options/{optionId}; its values are linked to this product (new ones created) or unlinked with
 * the batch's `update`.
 */
export async function saveOption(productId: string, option: AdminProductOption | undefined, { title, values }: { title: string; values: string[] }) {
  if (!option) return optionBatch(productId, { add: [{ title, values }] })
  if (title !== option.title) await request(`/admin/product-options/${encodeURIComponent(option.id)}`, { method: 'POST', body: { title } })
  const existing = option.values ?? []
  const add = values.filter((value) => !existing.some((known) => known.value === value)).map((value) => ({ value }))
  const remove = existing.filter((known) => !values.includes(known.value)).map((known) => known.id)
  if (add.length || remove.length) await optionBatch(productId, { update: [{ product_option_id: option.id, add, remove }] })
}

const optionForm = formOf<AdminProductOption>()({
  schema: z.object({ title: z.string().trim().min(1).max(100), values: z.array(z.string().trim().min(1).max(100)).min(1).max(50) }),
  fields: [
    { name: 'title', label: 'products.optionTitle' },
    { name: 'values', label: 'products.optionValues', hint: 'products.optionValuesHint' },
  ],
  values: (option) => ({ title: option?.title ?? '', values: (option?.values ?? []).map((value) => value.value) }),
  toBody: (values) => values,
})

/**
 * The product's options (ring size, alloy) with their values. Medusa 2.21 keeps options as entities of their
 * own linked to products: listed with GET /admin/products/{id}/options, added and unlinked with POST
 * /admin/products/{id}/options/batch (which also links and unlinks values), renamed with POST /admin/product-options/{optionId}.
 */
export default function OptionsSection({ item: product }: SectionProps<AdminProduct>) {
  const t = useT()
  const [editing, setEditing] = useState<AdminProductOption | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminProductOption | null>(null)
  const save = useChange({
    run: ({ option, body }: { option?: AdminProductOption; body: { title: string; values: string[] } }) => saveOption(product.id, option, body),
    invalidates: ['products', 'product-variants'],
    done: (_, { body }) => ({ key: 'products.optionSaved', params: { title: String(body.title) } }),
    quiet: true,
  })
  const remove = useChange({
    run: (option: AdminProductOption) => optionBatch(product.id, { remove: [option.id] }),
    invalidates: ['products', 'product-variants'],
    done: (_, option) => ({ key: 'products.optionDeleted', params: { title: option.title } }),
  })
  const options = product.options ?? []
  return (
    <div className="p-4">
      {options.length === 0 ? (
        <p className="text-sm text-stone-600">{t('products.noOptions')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-200">
          {options.map((option) => (
            <li key={option.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="font-medium text-stone-900">{option.title}</span>
              <span className="flex flex-1 flex-wrap gap-1.5">{(option.values ?? []).map((value) => <span key={value.id} className="admin-chip">{value.value}</span>)}</span>
              <button type="button" className="admin-icon-btn h-8 w-8" aria-label={t('products.editOption', { title: option.title })} onClick={() => setEditing(option)}>
                <span aria-hidden="true" className="i-ph-pencil-simple" />
              </button>
              <button type="button" className="admin-icon-btn h-8 w-8 text-red-700" aria-label={t('products.deleteOption', { title: option.title })} onClick={() => setDeleting(option)}>
                <span aria-hidden="true" className="i-ph-trash" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="admin-btn-secondary mt-3" onClick={() => setEditing('new')}>
        <span aria-hidden="true" className="i-ph-plus" />
        {t('products.addOption')}
      </button>
      {editing && (
        <Modal open onOpenChange={(open) => !open && setEditing(null)} title={editing === 'new' ? t('products.addOption') : t('products.editOption', { title: editing.title })}>
          <ResourceForm
            spec={optionForm}
            item={editing === 'new' ? undefined : editing}
            submitLabel={t('engine.save')}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await save.mutateAsync({ option: editing === 'new' ? undefined : editing, body: body as { title: string; values: string[] } })
              setEditing(null)
            }}
          />
        </Modal>
      )}
      {deleting && (
        <ConfirmModal
          title={t('products.deleteOption', { title: deleting.title })}
          text={t('products.deleteOptionText')}
          confirmLabel={t('engine.delete')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove.mutateAsync(deleting).then(() => setDeleting(null), () => undefined)}
        />
      )}
    </div>
  )
}
