import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { request } from '../../engine/calls'
import { queryKeys } from '../../engine/query-keys'
import type { FieldProps } from '../../engine/resource'
import { type Translate, useT } from '../../i18n'

/** A tax provider as staff know it: Medusa's own computes from the tax regions' rates; another by its id. */
export const taxProviderName = (t: Translate, id: string | null | undefined) => (!id ? '' : id === 'tp_system' ? t('taxes.systemProvider') : id)

/** The tax provider of a tax region, one of Medusa's (`GET /admin/tax-providers`). */
export function TaxProviderField({ name, label, disabled }: FieldProps) {
  const t = useT()
  const id = useId()
  const { register } = useFormContext()
  const providers = useQuery({
    queryKey: queryKeys('tax-regions').lookup('providers'),
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await request<{ tax_providers: { id: string; is_enabled?: boolean }[] }>('/admin/tax-providers', { query: { limit: 50 }, signal })).tax_providers,
  })
  return (
    <select id={id} aria-label={label} {...register(name)} disabled={disabled || providers.isPending} className="admin-input">
      {(providers.data ?? [{ id: 'tp_system' }]).map((provider) => (
        <option key={provider.id} value={provider.id}>
          {taxProviderName(t, provider.id)}
        </option>
      ))}
    </select>
  )
}
