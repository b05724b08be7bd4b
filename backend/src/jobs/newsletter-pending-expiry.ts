import type { MedusaContainer } from '@medusajs/framework/types'
import { NEWSLETTER_MODULE } from '../modules/newsletter'
import { PENDING_DAYS } from '../modules/newsletter/rules'
import type { NewsletterModuleService } from '../modules/newsletter/service'

/** Double opt-in: a sign-up never confirmed is no consent; it is deleted after the pending period (privacy policy). */
export default async function newsletterPendingExpiry(container: MedusaContainer) {
  const service: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
  const removed = await service.deleteExpiredPending()
  container.resolve('logger').info(`newsletter: ${removed} sign-ups not confirmed within ${PENDING_DAYS} days deleted`)
}

export const config = { name: 'newsletter-pending-expiry', schedule: '23 3 * * *' }
