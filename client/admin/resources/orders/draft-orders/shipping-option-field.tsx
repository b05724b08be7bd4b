import { useQuery } from '@tanstack/react-query'
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form'
import { nameIn } from '../../../../../rules/name-in-language'
import { request } from '../../../engine/calls'
import type { FieldProps } from '../../../engine/resource'
import { useLocale, useT } from '../../../i18n'
import { money } from '../../../ui/format'
import { priceIn, saleShippingOptions, shipsIn } from './shipping-options'

/** The shipping option of a sale: those priced in the chosen region's currency, with zone and price (none: collected in the shop). */
export function ShippingOptionField({ name, label, disabled }: FieldProps) {
  const t = useT()
  const locale = useLocale()
  const { register, control } = useFormContext<FieldValues>()
  const regionId = useWatch({ control, name: 'region_id' }) as string
  const options = useQuery({ queryKey: ['draft-orders', 'shipping-options'], staleTime: 60_000, queryFn: ({ signal }) => saleShippingOptions(signal) })
  const region = useQuery({
    queryKey: ['regions', 'currency', regionId],
    enabled: !!regionId,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (
        await request<{ region: { currency_code: string } }>(`/admin/regions/${encodeURIComponent(regionId)}`, {
          query: { fields: 'id,currency_code' },
          signal,
        })
      ).region,
  })
  const currency = region.data?.currency_code
  return (
    <select {...register(name)} className="admin-input w-full min-w-0" disabled={disabled || !currency} aria-label={label}>
      <option value="">{t('draftOrders.noShipping')}</option>
      {currency &&
        (options.data ?? [])
          .filter((option) => shipsIn(option, currency))
          .map((option) => (
            <option key={option.id} value={option.id}>
              {[nameIn(option, locale), option.service_zone && nameIn(option.service_zone, locale), money(priceIn(option, currency), currency, locale)]
                .filter(Boolean)
                .join(' · ')}
            </option>
          ))}
    </select>
  )
}
