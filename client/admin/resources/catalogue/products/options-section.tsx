import type { AdminProduct, AdminProductOption } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { removeProblems } from '../../../../../rules/option-rules'
import { ResourceForm } from '../../../engine/form/resource-form'
import { queryKeys } from '../../../engine/query-keys'
import type { SectionProps } from '../../../engine/resource'
import { useChange } from '../../../engine/use-resource'
import { useT } from '../../../i18n'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { Modal } from '../../../ui/modal'
import { ErrorState, Loading } from '../../../ui/query-state'
import { addOption, addOptionForm, changeOption, changeOptionForm, type ProductOption, problemMessage, readOption, removeOption } from './product-options'
import { useVariants } from './product-variants'

type Editing = { kind: 'new' } | { kind: 'edit' | 'delete'; option: AdminProductOption }

const CHANGES = ['products', 'product-variants'] as const

/** The option as the product has it now, with the variants of each value (GET …/options/{optionId}); `enabled` false once it is deleted. */
function useOption(productId: string, optionId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys('products').part(productId, 'options', { optionId }),
    queryFn: ({ signal }) => readOption(productId, optionId, signal),
    enabled,
  })
}

/**
 * The product's options (ring size, alloy) with their values: add one with its values (a product with variants
 * names the value they all get), rename one and change its values (a value some variant has stays), remove one
 * (only while no variant has a value of it). Every change is one request to the shop's option routes; see
 * `product-options.ts`.
 */
export default function OptionsSection({ item: product }: SectionProps<AdminProduct>) {
  const t = useT()
  const [editing, setEditing] = useState<Editing | null>(null)
  const options = product.options ?? []
  const close = () => setEditing(null)
  return (
    <div className="p-4">
      {options.length === 0 ? (
        <p className="text-sm text-stone-600">{t('products.noOptions')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-200">
          {options.map((option) => (
            <li key={option.id} className="flex flex-wrap items-center gap-3 py-2" data-option={option.title}>
              <span className="font-medium text-stone-900">{option.title}</span>
              <span className="flex flex-1 flex-wrap gap-1.5">
                {[...(option.values ?? [])]
                  .sort((a, b) => ((a as { rank?: number }).rank ?? 0) - ((b as { rank?: number }).rank ?? 0))
                  .map((value) => (
                    <span key={value.id} className="admin-chip">
                      {value.value}
                    </span>
                  ))}
              </span>
              <button
                type="button"
                className="admin-icon-btn h-8 w-8"
                aria-label={t('products.editOption', { title: option.title })}
                onClick={() => setEditing({ kind: 'edit', option })}
              >
                <span aria-hidden="true" className="i-ph-pencil-simple" />
              </button>
              <button
                type="button"
                className="admin-icon-btn h-8 w-8 text-red-700"
                aria-label={t('products.deleteOption', { title: option.title })}
                onClick={() => setEditing({ kind: 'delete', option })}
              >
                <span aria-hidden="true" className="i-ph-trash" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="admin-btn-secondary mt-3" onClick={() => setEditing({ kind: 'new' })}>
        <span aria-hidden="true" className="i-ph-plus" />
        {t('products.addOption')}
      </button>
      {editing?.kind === 'new' && <AddOption product={product} onClose={close} />}
      {editing?.kind === 'edit' && <EditOption product={product} option={editing.option} onClose={close} />}
      {editing?.kind === 'delete' && <DeleteOption product={product} option={editing.option} onClose={close} />}
    </div>
  )
}

type DialogProps = { product: AdminProduct; onClose: () => void }

function AddOption({ product, onClose }: DialogProps) {
  const t = useT()
  // the variants section asks for the same list: one request for both
  const variants = useVariants(product.id)
  const hasVariants = (variants.data?.variants.length ?? 0) > 0
  const form = useMemo(
    () =>
      addOptionForm(
        t,
        (product.options ?? []).map((option) => option.title),
        hasVariants,
      ),
    [t, product.options, hasVariants],
  )
  const add = useChange({
    run: (body: Record<string, unknown>) => addOption(product.id, body as Parameters<typeof addOption>[1]),
    invalidates: [...CHANGES],
    done: (option) => ({ key: 'products.optionSaved', params: { title: option.title } }),
    quiet: true,
  })
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('products.addOption')}>
      {variants.isPending ? (
        <Loading />
      ) : variants.isError ? (
        <ErrorState error={variants.error} retry={() => void variants.refetch()} />
      ) : (
        <>
          {hasVariants && <p className="mb-4 text-sm text-stone-700">{t('productOptions.addToVariants', { count: variants.data.variants.length })}</p>}
          <ResourceForm
            spec={form}
            submitLabel={t('engine.save')}
            onCancel={onClose}
            onSubmit={async (body) => void (await add.mutateAsync(body), onClose())}
          />
        </>
      )}
    </Modal>
  )
}

function EditOption({ product, option, onClose }: DialogProps & { option: AdminProductOption }) {
  const t = useT()
  const current = useOption(product.id, option.id)
  const titles = (product.options ?? []).filter((other) => other.id !== option.id).map((other) => other.title)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the other options' titles, compared by content
  const form = useMemo(() => (current.data ? changeOptionForm(t, titles, current.data) : null), [t, current.data, titles.join('\n')])
  const save = useChange({
    run: (body: Record<string, unknown>) => changeOption(product.id, option.id, body as Parameters<typeof changeOption>[2]),
    invalidates: [...CHANGES],
    done: (saved) => ({ key: 'products.optionSaved', params: { title: saved.title } }),
    quiet: true,
  })
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('products.editOption', { title: option.title })}>
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <ErrorState error={current.error} retry={() => void current.refetch()} />
      ) : (
        <>
          <InUse option={current.data} />
          <ResourceForm
            spec={form!}
            submitLabel={t('engine.save')}
            onCancel={onClose}
            onSubmit={async (body) => void (await save.mutateAsync(body), onClose())}
          />
        </>
      )}
    </Modal>
  )
}

/** Which values variants have (they stay), and that new values make no variants. */
function InUse({ option }: { option: ProductOption }) {
  const t = useT()
  const used = option.values.filter((value) => value.variants.length > 0)
  return (
    <div className="mb-4 flex flex-col gap-1 text-sm text-stone-700" data-testid="option-usage">
      {used.length > 0 && (
        <p>
          {t('productOptions.inUse', {
            values: used.map((value) => t('productOptions.valueUse', { value: value.value, count: value.variants.length })).join(', '),
          })}
        </p>
      )}
      {option.other_products > 0 && <p>{t('productOptions.shared', { count: option.other_products })}</p>}
    </div>
  )
}

function DeleteOption({ product, option, onClose }: DialogProps & { option: AdminProductOption }) {
  const t = useT()
  const remove = useChange({
    run: () => removeOption(product.id, option.id),
    invalidates: [...CHANGES],
    done: () => ({ key: 'products.optionDeleted', params: { title: option.title } }),
  })
  // a deleted option is not read again when the product's data is refreshed
  const current = useOption(product.id, option.id, remove.isIdle || remove.isError)
  const title = t('products.deleteOption', { title: option.title })
  if (current.isPending || current.isError)
    return (
      <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
        {current.isPending ? <Loading /> : <ErrorState error={current.error} retry={() => void current.refetch()} />}
      </Modal>
    )
  const [refusal] = removeProblems(current.data)
  if (refusal)
    return (
      <Modal open role="alertdialog" onOpenChange={(open) => !open && onClose()} title={title} description={problemMessage(t, refusal).message}>
        <div className="flex justify-end">
          <button type="button" autoFocus className="admin-btn-secondary" onClick={onClose}>
            {t('productOptions.close')}
          </button>
        </div>
      </Modal>
    )
  return (
    <ConfirmModal
      title={title}
      text={t('productOptions.deleteText')}
      confirmLabel={t('engine.delete')}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void remove.mutateAsync(undefined).then(onClose, () => undefined)}
    />
  )
}
