import { useQuery } from '@tanstack/react-query'
import { sdk } from '../api/sdk'

/**
 * Named explicitly: Medusa's default admin order fields leave out email and currency. The payment
 * collections come with their payments, which capture needs.
 */
const ORDER_FIELDS = [
  'id,display_id,status,created_at,email,currency_code,payment_status,fulfillment_status',
  'total,item_total,shipping_total,discount_total,tax_total',
  '*items,*shipping_address,*billing_address,*shipping_methods,*payment_collections,*payment_collections.payments',
].join(',')

export const orderQueryKey = (id: string) => ['orders', 'detail', id] as const

export const useOrder = (id: string) => useQuery({ queryKey: orderQueryKey(id), queryFn: () => sdk.admin.order.retrieve(id, { fields: ORDER_FIELDS }) })
