import type { AuthenticationInput } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { createCustomersWorkflow, createUserAccountWorkflow } from '@medusajs/medusa/core-flows'
import { MIGRATED_CUSTOMERS } from '../seed-data/customers'
import type { SeedContext } from './context'

/** The back-office login from ADMIN_EMAIL / ADMIN_PASSWORD (skipped when they are unset). */
export async function seedAdmin(ctx: SeedContext) {
  const email = process.env.ADMIN_EMAIL?.trim().toLowerCase()
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return
  const [user] = await ctx.container.resolve(Modules.USER).listUsers({ email })
  if (user) {
    ctx.tally.kept++
    return
  }
  const auth = ctx.container.resolve(Modules.AUTH)
  // A run that died between the two steps leaves an identity without a user: reuse it.
  const [identity] = await auth.listProviderIdentities({ provider: 'emailpass', entity_id: email })
  let authIdentityId = identity?.auth_identity_id
  if (!authIdentityId) {
    const input = { body: { email, password } } as unknown as AuthenticationInput
    const { success, authIdentity, error } = await auth.register('emailpass', input)
    if (!success || !authIdentity) throw new Error(`admin user ${email}: ${error}`)
    authIdentityId = authIdentity.id
  }
  await createUserAccountWorkflow(ctx.container).run({
    input: { authIdentityId, userData: { email, first_name: 'Aurelia', last_name: 'Verwaltung' } },
  })
  ctx.tally.created++
}

/**
 * Customers from the old shop. They keep their accounts (has_account) and customer numbers but
 * have no password here: POST /store/password-reset-check tells the login form so.
 */
export async function seedMigratedCustomers(ctx: SeedContext) {
  const customerModule = ctx.container.resolve(Modules.CUSTOMER)
  const existing = await customerModule.listCustomers({ email: MIGRATED_CUSTOMERS.map((c) => c.email) })
  const present = new Set(existing.map((customer) => customer.email))
  ctx.tally.kept += present.size
  const missing = MIGRATED_CUSTOMERS.filter((customer) => !present.has(customer.email))
  if (!missing.length) return
  await createCustomersWorkflow(ctx.container).run({
    input: {
      customersData: missing.map(({ customer_number, ...customer }) => ({
        ...customer,
        has_account: true,
        metadata: { needs_password_reset: true, customer_number, migrated_from: 'shop-2015' },
      })),
    },
  })
  ctx.tally.created += missing.length
}
