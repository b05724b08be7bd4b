import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { IAuthModuleService } from '@medusajs/framework/types'
import { MedusaError, Modules } from '@medusajs/framework/utils'
import { visitorLocale } from '../visitor-locale'

/** Medusa's own list of an actor's providers (GET /auth/{actor}/providers) has the same path shape. */
const NOT_A_PROVIDER = 'providers'

const NAMES: Record<string, string> = { google: 'Google', emailpass: 'E-Mail' }

const MESSAGES = {
  de: (name: string) => `Die Anmeldung mit ${name} ist nicht verfügbar.`,
  en: (name: string) => `Sign-in with ${name} is not available.`,
}

/** How a provider is named in the message; an unknown id is the visitor's own text, so only its harmless part. */
const nameOf = (provider: string) => NAMES[provider] ?? (provider.replace(/[^\w-]/g, '').slice(0, 40) || '?')

/**
 * Sign-in, its callback and registration with a provider the back end has not configured (Google without
 * GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET, or a made-up one) are a 404 `{ type, message }` in the visitor's
 * language; Medusa itself answered 401 with its auth module's internal text. "Configured" is what the auth
 * module lists, the same list GET /auth/customer/providers gives the storefront to show its Google button.
 */
export async function onlyConfiguredProviders(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const provider = req.params.auth_provider
  if (!provider || provider === NOT_A_PROVIDER) return next()
  const auth: IAuthModuleService = req.scope.resolve(Modules.AUTH)
  if ((await auth.listAuthProviders({ id: provider })).length > 0) return next()
  next(new MedusaError(MedusaError.Types.NOT_FOUND, MESSAGES[visitorLocale(req)](nameOf(provider))))
}
