import type { AuthenticationInput, MedusaContainer } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'

/** Whether `password` is the current password of the email/password identity `email`. */
export async function passwordMatches(scope: MedusaContainer, email: string, password: string): Promise<boolean> {
  const input = { body: { email, password } } as unknown as AuthenticationInput
  const { success } = await scope.resolve(Modules.AUTH).authenticate('emailpass', input)
  return success === true
}

/** The email/password identity of a customer, found by its email (Medusa keys it by the address). */
export async function passwordIdentity(scope: MedusaContainer, email: string) {
  const [identity] = await scope.resolve(Modules.AUTH).listProviderIdentities({ provider: 'emailpass', entity_id: email }, { take: 1 })
  return identity ?? null
}

export async function signedInCustomer(scope: MedusaContainer, customerId: string) {
  return scope.resolve(Modules.CUSTOMER).retrieveCustomer(customerId)
}
