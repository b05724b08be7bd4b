import type { MedusaContainer } from '@medusajs/framework/types'
import { CONTACT_MESSAGE_MODULE } from '../modules/contact-message'
import type { ContactMessageModuleService } from '../modules/contact-message/service'

/** What the privacy policy promises: messages are kept at most two years, the sender's IP address 30 days. */
export const RETENTION = { messageDays: 730, ipDays: 30 }

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

export default async function contactMessageRetention(container: MedusaContainer) {
  const service: ContactMessageModuleService = container.resolve(CONTACT_MESSAGE_MODULE)
  const removed = await service.purgeOlderThan(daysAgo(RETENTION.messageDays))
  const anonymised = await service.forgetClientIpsBefore(daysAgo(RETENTION.ipDays))
  container.resolve('logger').info(`contact messages: ${removed} deleted after ${RETENTION.messageDays} days, ${anonymised} IP addresses cleared`)
}

// Once a night; the throttle only needs the IP for ten minutes, the 30 days leave room to trace abuse.
export const config = { name: 'contact-message-retention', schedule: '17 3 * * *' }
