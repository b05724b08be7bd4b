import { useQuery } from '@tanstack/react-query'
import { useFormContext } from 'react-hook-form'
import { request } from '../../../engine/calls'
import { queryKeys } from '../../../engine/query-keys'
import type { FieldProps } from '../../../engine/resource'
import { useT } from '../../../i18n'
import { parentChoices } from './reason-tree'

type Row = { id: string; label: string; parent_return_reason_id?: string | null }

/** Every return reason (a shop has a few dozen at most), for the choice of a parent. */
export const listAllReasons = async (signal?: AbortSignal) =>
  (
    await request<{ return_reasons: Row[] }>('/admin/return-reasons', {
      query: { limit: 1000, order: 'label', fields: 'id,label,parent_return_reason_id' },
      signal,
    })
  ).return_reasons

/** The reason a reason belongs under: none, or a top-level reason other than itself (the form's `id`). */
export function ParentReasonSelect({ name, label, disabled }: FieldProps) {
  const t = useT()
  const { register, getValues } = useFormContext()
  const reasons = useQuery({ queryKey: [...queryKeys('return-reasons').all, 'parents'], queryFn: ({ signal }) => listAllReasons(signal) })
  const self = getValues('id') as string | undefined
  const choices = parentChoices(reasons.data ?? [], self || undefined)
  const current = getValues(name) as string
  return (
    <select aria-label={label} {...register(name)} disabled={disabled || !reasons.data} aria-busy={!reasons.data} className="admin-input">
      <option value="">{t('reasons.noParent')}</option>
      {/* the current parent stays choosable while the choices load */}
      {current && !choices.some((choice) => choice.id === current) && (
        <option value={current}>{reasons.data?.find((reason) => reason.id === current)?.label ?? '…'}</option>
      )}
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
    </select>
  )
}
