import type { AuthContext, MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { ICacheService, MedusaContainer } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { visitorLocale } from '../visitor-locale'

/** The store's metadata key of the owner's choice: every member of staff signs in with a second factor. */
const REQUIRED_KEY = 'staff_two_factor_required'
// read on every admin request: kept for a minute, dropped at once when the owner changes it (POST /admin/two-factor)
const CACHE_KEY = 'staff-two-factor:required'

export async function twoFactorRequired(scope: MedusaContainer): Promise<boolean> {
  const cache: ICacheService = scope.resolve(Modules.CACHE)
  const cached = await cache.get<{ required: boolean }>(CACHE_KEY)
  if (cached) return cached.required
  const [store] = await scope.resolve(Modules.STORE).listStores({}, { select: ['id', 'metadata'], take: 1 })
  const required = store?.metadata?.[REQUIRED_KEY] === true
  await cache.set(CACHE_KEY, { required }, 60)
  return required
}

export async function setTwoFactorRequired(scope: MedusaContainer, required: boolean) {
  const stores = scope.resolve(Modules.STORE)
  const [store] = await stores.listStores({}, { select: ['id', 'metadata'], take: 1 })
  await stores.updateStores(store!.id, { metadata: { ...(store!.metadata ?? {}), [REQUIRED_KEY]: required } })
  await scope.resolve<ICacheService>(Modules.CACHE).invalidate(CACHE_KEY)
}

/** Whether the identity has an enabled second factor (an authenticator app). */
export async function hasSecondFactor(scope: MedusaContainer, authIdentityId: string): Promise<boolean> {
  const factors = await scope.resolve(Modules.AUTH).listAuthMfa({ auth_identity_id: authIdentityId, status: 'enabled' }, { select: ['id'] })
  return factors.length > 0
}

// what a member of staff without a second factor still reaches while the shop requires one: who they are, and the
// requirement itself, to read only (else anyone not enrolled could switch it off for everyone); enrolment lives under
// /auth/mfa, outside /admin
const OPEN_WHILE_ENROLLING: { path: string; methods?: string[] }[] = [{ path: '/admin/users/me' }, { path: '/admin/two-factor', methods: ['GET', 'HEAD'] }]

const MESSAGES = {
  de: 'Der Shop verlangt eine Anmeldung in zwei Schritten. Bitte richten Sie sie in Ihrem Profil ein.',
  en: 'The shop requires two-step sign-in. Please set it up in your profile.',
}

/**
 * Every /admin request (after Medusa's authentication): while the owner requires a second factor, a member of staff
 * without one is refused (403 `two_factor_required`, in their language) everywhere but their own profile's calls, so
 * the requirement holds whatever the browser does. A session that passed a challenge needs no look-up.
 */
export async function requireStaffSecondFactor(req: MedusaRequest & { auth_context?: Partial<AuthContext> }, res: MedusaResponse, next: MedusaNextFunction) {
  const auth = req.auth_context
  if (auth?.actor_type !== 'user' || !auth.auth_identity_id || auth.mfa_enabled) return next()
  // the full path: under a mounted matcher Express's req.path is relative to it
  const path = (req.originalUrl.split('?')[0] ?? '').replace(/\/$/, '')
  const open = OPEN_WHILE_ENROLLING.some(
    (entry) => (path === entry.path || path.startsWith(`${entry.path}/`)) && (!entry.methods || entry.methods.includes(req.method.toUpperCase())),
  )
  if (open) return next()
  if (!(await twoFactorRequired(req.scope)) || (await hasSecondFactor(req.scope, auth.auth_identity_id))) return next()
  res.status(403).json({ type: 'two_factor_required', message: MESSAGES[visitorLocale(req)] })
}
