import type { AdminCustomer } from '@medusajs/types'
import { Controller, type FieldValues, useFormContext } from 'react-hook-form'
import { request } from '../../../engine/calls'
import type { FieldProps } from '../../../engine/resource'
import { Combobox } from '../../../ui/fields/combobox'
import { POSTAL_FIELDS } from '../../customers/postal-address'
import { REFERENCES } from '../../references'

/** The customer's saved address fields the draft's shipping address takes over. */
export const ADDRESS_FIELDS = POSTAL_FIELDS

type Address = Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null>> & { is_default_shipping?: boolean }

/** The region that sells to a country (each country belongs to one region). */
async function regionOf(countryCode: string): Promise<string | undefined> {
  const { regions } = await request<{ regions: { id: string; countries?: { iso_2: string }[] }[] }>('/admin/regions', {
    query: { fields: 'id,countries.iso_2', limit: 100 },
  })
  return regions.find((region) => region.countries?.some((country) => country.iso_2 === countryCode.toLowerCase()))?.id
}

/**
 * The customer of a sale: chosen by name or e-mail; choosing one fills in the e-mail and, where the form has them, the
 * address from the customer's default shipping address (else their first) and the region of its country when none
 * is chosen yet; staff can still change each.
 */
export function CustomerField({ name, label, disabled }: FieldProps) {
  const { control, setValue, getValues } = useFormContext<FieldValues>()
  const prefill = async (id: string) => {
    const { customer } = await request<{ customer: AdminCustomer & { addresses?: Address[] } }>(`/admin/customers/${encodeURIComponent(id)}`, {
      query: { fields: 'id,email,first_name,last_name,*addresses' },
    })
    setValue('email', customer.email, { shouldDirty: true })
    const addresses = customer.addresses ?? []
    const address: Address = addresses.find((candidate) => candidate.is_default_shipping) ??
      addresses[0] ?? { first_name: customer.first_name, last_name: customer.last_name }
    // a form without an address or region (a draft's customer changed later) takes only the e-mail
    if (getValues('shipping_address') === undefined) return
    for (const field of ADDRESS_FIELDS) setValue(`shipping_address.${field}`, address[field] ?? '', { shouldDirty: true })
    const region = getValues('region_id') === '' && address.country_code ? await regionOf(address.country_code) : undefined
    if (region) setValue('region_id', region, { shouldDirty: true })
  }
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // a grid column of minmax(0, 1fr): a long e-mail is cut off instead of widening the form on a phone
        <div role="group" aria-label={label} className="grid grid-cols-[minmax(0,1fr)]">
          <Combobox
            reference={REFERENCES.customers}
            value={field.value ? [field.value] : []}
            onChange={(next) => {
              field.onChange(next[0] ?? null)
              if (next[0]) void prefill(next[0]).catch(() => undefined)
            }}
            label={label}
            disabled={disabled}
          />
        </div>
      )}
    />
  )
}
