import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'

type Actor = 'customer' | 'user'

/**
 * The account of `actor` the e-mail/password identity of `email` is linked to (Medusa's app_metadata): undefined when
 * the address has no identity, null when its identity has no account of that actor.
 */
export async function linkedAccount(req: MedusaRequest, email: string, actor: Actor): Promise<string | null | undefined> {
  const [provider] = await req.scope
    .resolve(Modules.AUTH)
    .listProviderIdentities({ provider: 'emailpass', entity_id: email }, { take: 1, relations: ['auth_identity'] })
  if (!provider) return undefined
  const id = ((provider.auth_identity?.app_metadata ?? {}) as Record<string, unknown>)[`${actor}_id`]
  return typeof id === 'string' && id ? id : null
}

/** Whether the e-mail/password identity of `email` belongs to an account of `actor` (Medusa links it in app_metadata). */
export async function identityOf(req: MedusaRequest, email: string, actor: Actor): Promise<'none' | 'other' | 'own'> {
  const account = await linkedAccount(req, email, actor)
  return account === undefined ? 'none' : account ? 'own' : 'other'
}

/**
 * A reset request of one surface (`/auth/customer/…` or `/auth/user/…`) mails only an account of that surface: an
 * address whose identity belongs to staff alone gets no customer-styled link, and the other way round. The answer
 * is Medusa's own for every address (201, empty), so it tells nobody which addresses exist.
 */
export function resetOwnSurfaceOnly(actor: Actor) {
  return async function resetForOwnAccountsOnly(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    const identifier = (req.body as { identifier?: unknown } | undefined)?.identifier
    // exactly the identifier Medusa's workflow will look up
    if (typeof identifier !== 'string' || (await identityOf(req, identifier, actor)) !== 'other') return next()
    res.sendStatus(201)
  }
}
