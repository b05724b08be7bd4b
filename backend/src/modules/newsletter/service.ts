import { randomBytes } from 'node:crypto'
import { MedusaService } from '@medusajs/framework/utils'
import { NewsletterSubscriber } from './models/subscriber'
import { PENDING_DAYS, RESEND_AFTER_MINUTES } from './rules'

const newToken = () => randomBytes(24).toString('base64url')
const minutesAgo = (minutes: number, now: Date) => new Date(now.getTime() - minutes * 60 * 1000)
const daysAgo = (days: number, now: Date) => minutesAgo(days * 24 * 60, now)

export type SubscribeInput = { email: string; locale: string; country_code?: string | null; client_ip?: string | null }
export type Subscriber = Awaited<ReturnType<NewsletterModuleService['retrieveNewsletterSubscriber']>>

export class NewsletterModuleService extends MedusaService({ NewsletterSubscriber }) {
  /**
   * Double opt-in, one row per address. A new or unsubscribed address becomes `pending` with a fresh confirmation
   * token; a pending one renews its consent; a confirmed one stays as it is. `sendConfirmation` says whether the
   * confirmation mail is due: for a new or re-activated sign-up, and for a pending one whose last mail is older than
   * the throttle — never for a confirmed address.
   */
  async subscribe(input: SubscribeInput, now = new Date()): Promise<{ subscriber: Subscriber; sendConfirmation: boolean }> {
    const [existing] = await this.listNewsletterSubscribers({ email: input.email }, { take: 1 })
    const consent = { consented_at: now, consent_ip: input.client_ip ?? null, locale: input.locale, country_code: input.country_code ?? null }
    if (!existing) {
      const subscriber = await this.createNewsletterSubscribers({
        email: input.email,
        status: 'pending',
        token: newToken(),
        confirmation_token: newToken(),
        ...consent,
      })
      return { subscriber, sendConfirmation: true }
    }
    if (existing.status === 'subscribed') return { subscriber: existing, sendConfirmation: false }
    if (existing.status === 'unsubscribed') {
      const subscriber = await this.updateNewsletterSubscribers({
        id: existing.id,
        status: 'pending',
        confirmation_token: newToken(),
        confirmation_sent_at: null,
        confirmed_at: null,
        unsubscribed_at: null,
        ...consent,
      })
      return { subscriber, sendConfirmation: true }
    }
    // pending: a link older than the pending period is dead, the next mail carries a new one
    const expired = new Date(existing.consented_at) < daysAgo(PENDING_DAYS, now)
    const recentlySent = existing.confirmation_sent_at !== null && new Date(existing.confirmation_sent_at) > minutesAgo(RESEND_AFTER_MINUTES, now)
    const subscriber = await this.updateNewsletterSubscribers({ id: existing.id, ...consent, ...(expired ? { confirmation_token: newToken() } : {}) })
    return { subscriber, sendConfirmation: !recentlySent }
  }

  async markConfirmationSent(id: string, now = new Date()) {
    return this.updateNewsletterSubscribers({ id, confirmation_sent_at: now })
  }

  /**
   * The confirmation link came back: a pending sign-up is now subscribed. `already` for an address confirmed
   * before; null for an unknown token, an expired sign-up, or the old link of an address that unsubscribed since.
   */
  async confirm(confirmationToken: string, now = new Date()): Promise<{ subscriber: Subscriber; already: boolean } | null> {
    const [existing] = await this.listNewsletterSubscribers({ confirmation_token: confirmationToken }, { take: 1 })
    if (!existing || existing.status === 'unsubscribed') return null
    if (existing.status === 'subscribed') return { subscriber: existing, already: true }
    if (new Date(existing.consented_at) < daysAgo(PENDING_DAYS, now)) return null
    const subscriber = await this.updateNewsletterSubscribers({ id: existing.id, status: 'subscribed', confirmed_at: now })
    return { subscriber, already: false }
  }

  /** The subscriber of the token, now unsubscribed (a pending sign-up is withdrawn); null for an unknown token. */
  async unsubscribe(token: string, now = new Date()) {
    const [existing] = await this.listNewsletterSubscribers({ token }, { take: 1 })
    if (!existing) return null
    if (existing.status === 'unsubscribed') return existing
    return this.updateNewsletterSubscribers({ id: existing.id, status: 'unsubscribed', unsubscribed_at: now })
  }

  /** Deletes the sign-ups still pending after the pending period (never confirmed); resolves with their number. */
  async deleteExpiredPending(now = new Date()): Promise<number> {
    const expired = await this.listNewsletterSubscribers({ status: 'pending', consented_at: { $lt: daysAgo(PENDING_DAYS, now) } }, { select: ['id'] })
    if (expired.length) await this.deleteNewsletterSubscribers(expired.map((subscriber) => subscriber.id))
    return expired.length
  }

  /** Sign-ups from one client since `since` (the abuse throttle). */
  async countRecentFromIp(ip: string, since: Date): Promise<number> {
    const [, count] = await this.listAndCountNewsletterSubscribers({ consent_ip: ip, consented_at: { $gte: since } }, { take: 1 })
    return count
  }
}
