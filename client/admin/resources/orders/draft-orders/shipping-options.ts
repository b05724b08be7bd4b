import { request } from '../../../engine/calls'

export type ShippingOption = {
  id: string
  name: string
  metadata?: Record<string, unknown> | null
  service_zone?: { name: string; metadata?: Record<string, unknown> | null } | null
  prices?: { amount: number; currency_code: string; price_rules?: unknown[] | null }[] | null
  rules?: { attribute: string; value: string }[] | null
}

/** The shop's shipping options a sale can ship by (return options are for pieces coming back, not for sale). */
export async function saleShippingOptions(signal?: AbortSignal): Promise<ShippingOption[]> {
  const { shipping_options } = await request<{ shipping_options: ShippingOption[] }>('/admin/shipping-options', {
    query: { fields: 'id,name,metadata,service_zone.name,service_zone.metadata,*prices,*rules', limit: 100 },
    signal,
  })
  return shipping_options.filter((option) => !(option.rules ?? []).some((rule) => rule.attribute === 'is_return' && rule.value === 'true'))
}

const flatPrice = (option: ShippingOption, currency: string) =>
  (option.prices ?? []).find((price) => price.currency_code === currency && !price.price_rules?.length)

/** Whether the option ships in a currency (a region's options are those priced in its currency). */
export const shipsIn = (option: ShippingOption, currency: string) => flatPrice(option, currency) !== undefined

/** The option's flat price in a currency (0 when it has none), which the draft's shipping method is charged. */
export const priceIn = (option: ShippingOption, currency: string) => Number(flatPrice(option, currency)?.amount ?? 0)
