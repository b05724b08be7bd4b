import { atom } from 'jotai'

/** The signed-in customer's record, as Medusa's /store/customers/me returns it. */
export type Customer = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  phone?: string | null
  created_at?: string
  metadata?: Record<string, unknown> | null
  default_shipping_address_id?: string | null
  default_billing_address_id?: string | null
}

/**
 * The signed-in customer, or null for an anonymous visitor. Filled in the browser only (after hydration);
 * the server always renders the anonymous header, because its HTML is cached per country and path and must
 * never carry a person's data.
 */
export const customerAtom = atom<Customer | null>(null)
/** Data loading statuses: idle until the browser asked, then pending, success or error. */
export const customerStatusAtom = atom<'idle' | 'pending' | 'success' | 'error'>('idle')
