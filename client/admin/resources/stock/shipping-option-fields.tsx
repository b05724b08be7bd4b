import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Controller, type FieldError, useFormContext, useWatch } from 'react-hook-form'
import { request } from '../../engine/calls'
import { queryKeys } from '../../engine/query-keys'
import type { FieldProps } from '../../engine/resource'
import { useT } from '../../i18n'
import { ErrorState, Loading } from '../../ui/query-state'
import { usePriceColumns } from '../catalogue/products/price-columns'
import { listServiceZones } from './service-zones'

type ProviderOption = { id: string; name?: string; is_return?: boolean } & Record<string, unknown>

/** The placed service zones (which location each belongs to), shared by the fields that follow the chosen zone. */
export const usePlacedZones = () => useQuery({ queryKey: [...queryKeys('service-zones').all, 'placed'], queryFn: listServiceZones, staleTime: 60_000 })

/** GET /admin/fulfillment-providers?stock_location_id=…: the enabled providers of one stock location. */
export async function listLocationProviders(locationId: string) {
  const { fulfillment_providers } = await request<{ fulfillment_providers: { id: string; is_enabled: boolean }[] }>('/admin/fulfillment-providers', {
    query: { stock_location_id: locationId, is_enabled: true, fields: 'id,is_enabled', limit: 50 },
  })
  return fulfillment_providers
}

/** GET /admin/fulfillment-providers/{id}/options: what a provider offers (the manual one: a parcel and a return). */
export async function listProviderOptions(providerId: string) {
  return (await request<{ fulfillment_options: ProviderOption[] }>(`/admin/fulfillment-providers/${encodeURIComponent(providerId)}/options`))
    .fulfillment_options
}

const errorAt = (errors: object, path: string) =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors) as
    | (FieldError & Record<string, FieldError | undefined>)
    | undefined

/** The fulfillment provider: one of those linked to the stock location the chosen service zone belongs to. */
export function ProviderSelect({ name, label, disabled }: FieldProps) {
  const t = useT()
  const { control, setValue } = useFormContext()
  const zoneId = useWatch({ control, name: 'service_zone_id' }) as string
  const value = useWatch({ control, name }) as string
  const zones = usePlacedZones()
  const locationId = zones.data?.find((zone) => zone.id === zoneId)?.locationId
  const providers = useQuery({
    queryKey: ['fulfillment-providers', 'location', locationId],
    queryFn: () => listLocationProviders(locationId!),
    enabled: !!locationId,
    staleTime: 60_000,
  })
  const first = providers.data?.[0]?.id
  useEffect(() => {
    if (!value && first) setValue(name, first, { shouldValidate: true })
  }, [value, first, name, setValue])
  const ids = providers.data?.map((provider) => provider.id) ?? []
  // a stored provider the location no longer lists stays visible rather than being swapped silently
  if (value && providers.data && !ids.includes(value)) ids.unshift(value)
  const empty = !locationId ? t('shipping.chooseZoneFirst') : providers.isPending ? t('state.loading') : t('shipping.noProviders')
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <select
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-label={label}
          disabled={disabled || !ids.length}
          aria-busy={providers.isFetching}
          className="admin-input"
        >
          {!ids.length && <option value="">{empty}</option>}
          {ids.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      )}
    />
  )
}

/** The provider's option the shipping option books (kept whole in the option's `data`, as Medusa hands it to the provider). */
export function ProviderOptionSelect({ name, label, disabled }: FieldProps) {
  const t = useT()
  const { control, setValue } = useFormContext()
  const providerId = useWatch({ control, name: 'provider_id' }) as string
  const isReturn = useWatch({ control, name: 'is_return' }) as boolean
  const data = useWatch({ control, name }) as Record<string, unknown> | null
  const options = useQuery({
    queryKey: ['fulfillment-providers', 'options', providerId],
    queryFn: () => listProviderOptions(providerId),
    enabled: !!providerId,
    staleTime: 300_000,
  })
  const chosen = typeof data?.id === 'string' ? data.id : ''
  // a new option books what fits its direction (the provider's return option for a return); a stored one without
  // a provider option (null) stays so until staff choose one
  const fitting = options.data?.find((option) => !!option.is_return === !!isReturn)
  useEffect(() => {
    if (data && !chosen && fitting) setValue(name, fitting, { shouldDirty: true })
  }, [data, chosen, fitting, name, setValue])
  const known = options.data ?? []
  const list = chosen && !known.some((option) => option.id === chosen) ? [{ id: chosen } as ProviderOption, ...known] : known
  return (
    <select
      aria-label={label}
      value={chosen}
      disabled={disabled || !providerId}
      aria-busy={options.isFetching}
      onChange={(event) => setValue(name, list.find((option) => option.id === event.target.value) ?? null, { shouldDirty: true })}
      className="admin-input"
    >
      <option value="">{providerId ? t('shipping.noProviderOption') : t('shipping.chooseProviderFirst')}</option>
      {list.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name ? `${option.name} (${option.id})` : option.id}
        </option>
      ))}
    </select>
  )
}

/**
 * The prices as a small grid: one amount per store currency and per region (a region's price wins over its
 * currency's). Amounts are typed as staff write them ("14,90"); an empty cell is no price.
 */
export function PriceCellsField({ name, disabled }: FieldProps) {
  const t = useT()
  const { register, control, formState } = useFormContext()
  const priceType = useWatch({ control, name: 'price_type' }) as string
  const columns = usePriceColumns()
  if (priceType === 'calculated') return <p className="text-sm text-stone-600">{t('shipping.calculated')}</p>
  if (columns.isPending) return <Loading />
  if (columns.isError) return <ErrorState error={columns.error} retry={() => void columns.refetch()} />
  // the field's own message (no price at all) shows under it; each cell's under the cell
  const errors = errorAt(formState.errors, name)
  return (
    <div className="flex flex-col gap-2">
      <table className="admin-table admin-grid" data-price-grid="">
        <tbody>
          {columns.data.map((column) => {
            const error = errors?.[column.key]
            const inputName = `${name}.${column.key}`
            return (
              <tr key={column.key} data-price={column.key}>
                <th scope="row" className="font-normal">
                  {column.label}
                </th>
                <td className="w-40">
                  <input
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={t('shipping.priceCell', { column: column.label })}
                    aria-invalid={error ? true : undefined}
                    placeholder={column.region_id ? t('products.inherits') : ''}
                    disabled={disabled}
                    {...register(inputName)}
                    className="admin-grid-input"
                  />
                  {error?.message && (
                    <p className="px-2 text-xs text-red-700" role="alert">
                      {error.message}
                    </p>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
