import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'
import { PARCEL_FIELDS } from './return-parcels'

// What the return screens read around a return.

/** The order as a return needs it: each line's quantities so far, the fulfilments' stock location, the money. */
const ORDER_FOR_RETURN = 'id,display_id,currency_code,*items,*items.detail,shipping_address.country_code,*fulfillments,*summary'

/** GET /admin/orders/{id} with what a return is made from. */
export async function retrieveOrderForReturn(orderId: string): Promise<HttpTypes.AdminOrder> {
  return (await sdk.admin.order.retrieve(orderId, { fields: ORDER_FOR_RETURN })).order
}

/** GET /admin/returns?order_id=…: the order's returns, newest first, with their lines and the pieces' titles. */
export async function listOrderReturns(orderId: string, signal?: AbortSignal): Promise<HttpTypes.AdminReturn[]> {
  const { returns } = await sdk.client.fetch<HttpTypes.AdminReturnsResponse>('/admin/returns', {
    query: {
      order_id: orderId,
      fields: `id,status,created_at,requested_at,received_at,canceled_at,display_id,refund_amount,*items,*items.item,${PARCEL_FIELDS}`,
      order: '-created_at',
      limit: 50,
    },
    signal,
  })
  return returns
}

/** A return option: how a parcel comes back, at which price in which currency. */
export type ReturnOption = { id: string; name: string; metadata?: Record<string, unknown> | null; prices: { amount: number; currency_code: string }[] }

/**
 * GET /admin/shipping-options: the return options (rule `is_return` true) of the shipping zone that holds the
 * given country, as Medusa's return-shipping route only takes an option of the order's zone.
 */
export async function listReturnOptions(countryCode: string | null | undefined): Promise<ReturnOption[]> {
  const { shipping_options } = await sdk.admin.shippingOption.list({ fields: 'id,name,metadata,*prices,*rules,*service_zone.geo_zones', limit: 100 })
  return shipping_options
    .filter((option) => option.rules?.some((rule) => rule.attribute === 'is_return' && rule.value === 'true'))
    .filter((option) => !countryCode || option.service_zone?.geo_zones?.some((zone) => zone.country_code === countryCode))
    .map((option) => ({
      id: option.id,
      name: option.name,
      metadata: option.metadata,
      prices: (option.prices ?? []).map((price) => ({ amount: Number(price.amount), currency_code: price.currency_code ?? '' })),
    }))
}
