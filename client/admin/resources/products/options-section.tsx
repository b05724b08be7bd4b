import type { AdminProduct, AdminProductOption } from '@medusajs/types'
import { useState } from 'react'
import { z } from 'zod'
import { request } from '../../engine/calls'
import { ResourceForm } from '../../engine/form/resource-form'
import type { FormSpec, SectionProps } from '../../engine/resource'
import { useChange } from '../../engine/use-resource'
import { useT } from '../../i18n'
import { ConfirmModal } from '../../ui/confirm-modal'
import { Modal } from '../../ui/modal'

const optionForm: FormSpec<{ title: string; values: string[] }, AdminProductOption> = {
  schema: z.object({ title: z.string().trim().min(1).max(100), values: z.array(z.string().trim().min(1).max(100)).min(1).max(50) }),
  fields: [
    { name: 'title', label: 'products.optionTitle' },
    { name: 'values', label: 'products.optionValues', hint: 'products.optionValuesHint' },
  ],
  values: (option) => ({ title: option?.title ?? '', values: (option?.values ?? []).map((value) => value.value) }),
  toBody: (values) => values,
}

/** The product's options (ring size, alloy) with their values: GET/POST /admin/products/{id}/options, POST/DELETE /options/{optionId}. */
export default function OptionsSection({ item: product }: SectionProps<AdminProduct>) {
  const t = useT()
  const base = `/admin/products/${encodeURIComponent(product.id)}/options`
  const [editing, setEditing] = useState<AdminProductOption | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminProductOption | null>(null)
  const save = useChange({
    run: ({ id, body }: { id?: string; body: Record<string, unknown> }) => request(id ? `${base}/${encodeURIComponent(id)}` : base, { method: 'POST', body }),
    invalidates: ['products', 'product-variants'],
    done: (_, { body }) => ({ key: 'products.optionSaved', params: { title: String(body.title) } }),
    quiet: true,
  })
  const remove = useChange({
    run: (option: AdminProductOption) => request(`${base}/${encodeURIComponent(option.id)}`, { method: 'DELETE' }),
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
              await save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, body })
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
