import type { HttpTypes } from '@medusajs/types'
import { client, sdk } from '../cart/cart-sdk'

/** The order with payment collections and payments, items with metadata, variants and products. */
export const ORDER_FIELDS = [
  '*items',
  '+items.metadata',
  '*items.variant',
  '*items.product',
  '*payment_collections',
  '*payment_collections.payments',
  '*shipping_address',
  '*billing_address',
  '*shipping_methods',
  '+metadata',
  '+payment_status',
  '+fulfillment_status',
].join(',')

export type BankDetails = { account_holder: string; iban: string; bic: string; bank_name: string }

export async function loadOrder(id: string): Promise<HttpTypes.StoreOrder> {
  return (await sdk().order.retrieve(id, { fields: ORDER_FIELDS })).order
}

/** The shop's account for bank transfers, configured in the back end. */
export async function loadBankDetails(): Promise<BankDetails> {
  return (await client().fetch<{ bank_details: BankDetails }>('/store/bank-details')).bank_details
}
