import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Controller, type FieldValues, useFieldArray, useFormContext } from 'react-hook-form'
import { request } from '../../../engine/calls'
import type { FieldProps } from '../../../engine/resource'
import { useT } from '../../../i18n'
import { NumberInput } from '../../../ui/fields/number-input'
import { useDebounced } from '../../../ui/fields/use-debounced'
import type { AddedLine } from './added-lines'

type Variant = { id: string; title: string | null; sku: string | null; product?: { title: string | null } | null }

const variantText = (variant: Variant) => [variant.product?.title, variant.title, variant.sku].filter(Boolean).join(' · ')

/** Variants of the catalogue matching what staff typed (title or SKU), ten at most. */
function useVariants(search: string) {
  return useQuery({
    queryKey: ['product-variants', 'added-lines', search],
    enabled: search.length > 0,
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (await request<{ variants: Variant[] }>('/admin/product-variants', { query: { q: search, limit: 10, fields: 'id,title,sku,product.title' }, signal }))
        .variants,
  })
}

/**
 * New lines of an order edit or a draft: pieces found in the catalogue by title or SKU, each with a quantity, and
 * (`custom`) lines with a title and a net price of their own. A field of a described form (`FieldSpec.component`).
 */
export const addedLinesField = ({ custom }: { custom: boolean }) =>
  function AddedLinesField({ name, disabled }: FieldProps) {
    const t = useT()
    const searchId = useId()
    const { control } = useFormContext<FieldValues>()
    const { fields, append, remove } = useFieldArray({ control, name })
    const [search, setSearch] = useState('')
    const found = useVariants(useDebounced(search.trim(), 150))
    const add = (line: AddedLine) => {
      append(line)
      setSearch('')
    }
    return (
      <div className="flex flex-col gap-3" data-added-lines={name}>
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm text-stone-700">
            {t('orderEdits.findPiece')}
          </label>
          <input
            id={searchId}
            type="search"
            className="admin-input"
            value={search}
            disabled={disabled}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
          {search.trim() && (
            <ul
              className="flex flex-col divide-y divide-stone-200 rounded-md border border-stone-200"
              aria-label={t('orderEdits.foundPieces')}
              aria-busy={found.isFetching}
            >
              {(found.data ?? []).map((variant) => (
                <li key={variant.id}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left text-sm hover:bg-stone-100"
                    onClick={() => add({ variant_id: variant.id, title: variantText(variant), quantity: 1 })}
                  >
                    {variantText(variant)}
                  </button>
                </li>
              ))}
              {found.data?.length === 0 && <li className="px-3 py-2 text-sm text-stone-600">{t('orderEdits.nothingFound')}</li>}
            </ul>
          )}
        </div>
        {fields.length > 0 && (
          <ul className="flex flex-col divide-y divide-stone-200 rounded-md border border-stone-200" aria-label={t('orderEdits.addedLines')}>
            {fields.map((field, index) => (
              <AddedLineRow key={field.id} name={`${name}.${index}`} line={field as unknown as AddedLine} disabled={disabled} onRemove={() => remove(index)} />
            ))}
          </ul>
        )}
        {custom && (
          <button
            type="button"
            className="admin-btn-secondary self-start"
            disabled={disabled}
            onClick={() => append({ title: '', quantity: 1, unit_price: 0 } satisfies AddedLine)}
          >
            {t('orderEdits.addCustom')}
          </button>
        )}
      </div>
    )
  }

/** One added line: the piece's name (or a title to type), its quantity, a custom line's net price, and "Remove". */
function AddedLineRow({ name, line, disabled, onRemove }: { name: string; line: AddedLine; disabled?: boolean; onRemove: () => void }) {
  const t = useT()
  const id = useId()
  const { control } = useFormContext<FieldValues>()
  return (
    <li className="flex flex-col gap-2 p-3" data-added-line={name}>
      {line.variant_id ? (
        <p className="text-sm font-medium text-stone-900">{line.title}</p>
      ) : (
        <div className="flex flex-col gap-1 text-sm text-stone-700">
          <label htmlFor={`${id}-title`}>{t('orderEdits.customTitle')}</label>
          <Controller
            control={control}
            name={`${name}.title`}
            render={({ field: f, fieldState }) => (
              <input
                id={`${id}-title`}
                className="admin-input"
                value={f.value ?? ''}
                onChange={f.onChange}
                onBlur={f.onBlur}
                ref={f.ref}
                aria-invalid={fieldState.invalid || undefined}
                disabled={disabled}
              />
            )}
          />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1 text-sm text-stone-700">
          <label htmlFor={`${id}-quantity`}>{t('order.quantity')}</label>
          <Controller
            control={control}
            name={`${name}.quantity`}
            render={({ field: f }) => (
              <NumberInput id={`${id}-quantity`} ref={f.ref} value={f.value} onChange={f.onChange} onBlur={f.onBlur} min={1} disabled={disabled} />
            )}
          />
        </div>
        {!line.variant_id && (
          <div className="flex flex-col gap-1 text-sm text-stone-700">
            <label htmlFor={`${id}-price`}>{t('orderEdits.netPrice')}</label>
            <Controller
              control={control}
              name={`${name}.unit_price`}
              render={({ field: f }) => (
                <NumberInput id={`${id}-price`} ref={f.ref} value={f.value} onChange={f.onChange} onBlur={f.onBlur} min={0} step={0.01} disabled={disabled} />
              )}
            />
          </div>
        )}
        <button type="button" className="admin-btn-secondary" disabled={disabled} onClick={onRemove}>
          {t('orderEdits.dropLine')}
        </button>
      </div>
    </li>
  )
}
