import { randomBytes } from 'node:crypto'
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { AuthenticationInput, MedusaContainer } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'

/**
 * Customers taken over from the old shop have no password identity, so Medusa's "forgot
 * password" would silently send nothing. Before the reset request runs, such a customer gets an
 * email/password identity with an unusable random password, linked to the existing customer;
 * the standard reset flow then issues its token and the new password signs into the old account.
 */
export async function ensureMigratedCustomerIdentity(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const identifier = (req.body as { identifier?: unknown } | undefined)?.identifier
  if (typeof identifier === 'string' && identifier.includes('@')) {
    await createIdentityIfMigrated(req.scope, identifier.trim().toLowerCase())
  }
  next()
}

async function createIdentityIfMigrated(scope: MedusaContainer, email: string) {
  const customers = await scope.resolve(Modules.CUSTOMER).listCustomers({ email, has_account: true })
  const customer = customers.find((candidate) => candidate.metadata?.needs_password_reset === true)
  if (!customer) return
  const auth = scope.resolve(Modules.AUTH)
  const [existing] = await auth.listProviderIdentities({ provider: 'emailpass', entity_id: email }, { take: 1 })
  if (existing) return
  const input = { body: { email, password: randomBytes(32).toString('hex') } } as unknown as AuthenticationInput
  const { success, authIdentity } = await auth.register('emailpass', input)
  if (!success || !authIdentity) return
  await auth.updateAuthIdentities({ id: authIdentity.id, app_metadata: { customer_id: customer.id } })
}
