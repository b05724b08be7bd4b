import { MedusaService } from '@medusajs/framework/utils'
import { ContactMessage } from './models/contact-message'

export class ContactMessageModuleService extends MedusaService({ ContactMessage }) {
  /** How many messages came from this e-mail address or this client since `since` (the abuse throttle). */
  async countRecent(field: 'email' | 'client_ip', value: string, since: Date): Promise<number> {
    const [, count] = await this.listAndCountContactMessages({ [field]: value, created_at: { $gte: since } }, { take: 1 })
    return count
  }

  /** Deletes messages written before `before`; returns how many. */
  async purgeOlderThan(before: Date): Promise<number> {
    const old = await this.listContactMessages({ created_at: { $lt: before } }, { select: ['id'] })
    if (old.length) await this.deleteContactMessages(old.map((message) => message.id))
    return old.length
  }

  /** Clears the sender's address of messages written before `before`; returns how many. */
  async forgetClientIpsBefore(before: Date): Promise<number> {
    const old = await this.listContactMessages({ created_at: { $lt: before }, client_ip: { $ne: null } }, { select: ['id'] })
    if (old.length) await this.updateContactMessages(old.map((message) => ({ id: message.id, client_ip: null })))
    return old.length
  }
}
