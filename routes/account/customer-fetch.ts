import { messageOf, sdk, statusOf } from '../cart/cart-sdk'
import type { Customer } from './customer-state'
import { setSessionHint } from './set-session-hint'
import { CUSTOMER_FIELDS } from './store-queries'

// for the caller's failure message (session-boot.ts)
export { messageOf, statusOf }

/** The signed-in customer; a 401 means signed out, without an error (an expired session is no failure). */
export async function fetchCustomer(): Promise<Customer | null> {
  try {
    const { customer } = await sdk().customer.retrieve({ fields: CUSTOMER_FIELDS })
    setSessionHint(true)
    return customer as Customer
  } catch (error) {
    if (statusOf(error) === 401) {
      setSessionHint(false)
      return null
    }
    throw error
  }
}
