import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../cart/cart-sdk'
import { toCartAddress } from '../checkout/checkout-actions'
import type { AddressInput } from '../checkout/validation'
import { FieldError } from './account-actions'

export type SavedAddress = HttpTypes.StoreCustomerAddress

export async function listAddresses(): Promise<SavedAddress[]> {
  return (await sdk().customer.listAddress({ limit: 100 })).addresses
}

type Defaults = { is_default_shipping: boolean; is_default_billing: boolean }

/** Creates or updates a saved address; the back end checks it with the same rules (400 → FieldError). */
export async function saveAddress(id: string | null, address: AddressInput, defaults: Defaults): Promise<void> {
  const body = { ...toCartAddress(address), ...defaults } as HttpTypes.StoreCreateCustomerAddress
  try {
    if (id) await sdk().customer.updateAddress(id, body)
    else await sdk().customer.createAddress(body)
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 400) throw new FieldError({}, (error as Error).message)
    throw error
  }
}

export async function deleteAddress(id: string) {
  await sdk().customer.deleteAddress(id)
}
