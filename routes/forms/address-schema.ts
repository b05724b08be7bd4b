import * as z from 'zod/mini'
import type { Translate } from '../../i18n'
import { type AddressInput, checkAddress } from '../checkout/validation'

// The checkout's address step and the address book as zod schemas over the shop's address rules (rules/), worded in the
// visitor's language by `t`: the one place where a storefront form asks for an address.

const address = z.custom<AddressInput>()

/** Every problem of the address at `at` (a key of the form's values), each on its field. */
function addressIssues(t: Translate, countries: readonly string[], at: string) {
  return (context: { value: Record<string, unknown>; issues: z.core.$ZodRawIssue[] }) => {
    for (const [field, problem] of Object.entries(checkAddress(context.value[at] as AddressInput, countries))) {
      if (problem) context.issues.push({ code: 'custom', message: t(problem.key, problem.params), path: [at, field], input: context.value, continue: true })
    }
  }
}

export type AddressStepValues = { shipping: AddressInput; billing: AddressInput; same: boolean }

/** Shipping address, and the billing address unless it is the same. `countries`: those of the cart's region. */
export function addressStepSchema(t: Translate, countries: readonly string[]) {
  const shipping = addressIssues(t, countries, 'shipping')
  const billing = addressIssues(t, countries, 'billing')
  return z.object({ shipping: address, billing: address, same: z.boolean() }).check((context) => {
    shipping(context)
    if (!context.value.same) billing(context)
  })
}

/** An address of the address book, and whether it becomes a default. `countries`: those of every region. */
export const savedAddressSchema = (t: Translate, countries: readonly string[]) =>
  z.object({ address, is_default_shipping: z.boolean(), is_default_billing: z.boolean() }).check(addressIssues(t, countries, 'address'))
