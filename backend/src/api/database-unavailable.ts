import { errorHandler, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable'

const medusaErrors = errorHandler()

/**
 * Medusa's error handler, with one answer of the shop's own: while the database (or Redis) is away for a moment
 * (src/lib/database-unavailable.ts) a request answers 503 with a clear message and Retry-After at once, not a 500
 * "An unknown error occurred". The worker shows an older copy or the branded "one moment" page for it; the cart
 * and the checkout show their "try again" message. Everything else goes to Medusa's handler unchanged.
 */
export function answerDatabaseUnavailable(error: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!isDatabaseUnavailable(error)) return medusaErrors(error as Error, req, res, next)
  const logger = req.scope?.resolve(ContainerRegistrationKeys.LOGGER) ?? console
  logger.warn(`503 at ${req.path}: the database is unavailable (${(error as { message?: string })?.message ?? error})`)
  res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  res.status(503).json({ type: 'unavailable', message: 'The shop is unavailable for a moment. Please try again shortly.' })
}
