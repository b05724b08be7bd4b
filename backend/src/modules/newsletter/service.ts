import { randomBytes } from "node:crypto"
import { MedusaService } from "@medusajs/framework/utils"
import { NewsletterSubscriber } from "./models/subscriber"

const newToken = () => randomBytes(24).toString("base64url")

export type SubscribeInput = { email: string; locale: string; country_code?: string | null; client_ip?: string | null }

export class NewsletterModuleService extends MedusaService({ NewsletterSubscriber }) {
  /** Idempotent: one row per address; subscribing again re-activates it and renews the consent. */
  async subscribe(input: SubscribeInput) {
    const [existing] = await this.listNewsletterSubscribers({ email: input.email }, { take: 1 })
    const consent = { consented_at: new Date(), consent_ip: input.client_ip ?? null, locale: input.locale, country_code: input.country_code ?? null }
    if (!existing) {
      return this.createNewsletterSubscribers({
        email: input.email,
        status: "subscribed",
        token: newToken(),
        confirmation_token: newToken(),
        ...consent,
      })
    }
    if (existing.status === "subscribed") return existing
    return this.updateNewsletterSubscribers({ id: existing.id, status: "subscribed", unsubscribed_at: null, ...consent })
  }

  /** The subscriber of the token, now unsubscribed; null for an unknown token. */
  async unsubscribe(token: string) {
    const [existing] = await this.listNewsletterSubscribers({ token }, { take: 1 })
    if (!existing) return null
    if (existing.status === "unsubscribed") return existing
    return this.updateNewsletterSubscribers({ id: existing.id, status: "unsubscribed", unsubscribed_at: new Date() })
  }

  /** Double opt-in: the confirmation link of the welcome mail comes back; null for an unknown token. */
  async confirm(confirmationToken: string) {
    const [existing] = await this.listNewsletterSubscribers({ confirmation_token: confirmationToken }, { take: 1 })
    if (!existing) return null
    if (existing.confirmed_at) return existing
    return this.updateNewsletterSubscribers({ id: existing.id, confirmed_at: new Date() })
  }

  /** Sign-ups from one client since `since` (the abuse throttle). */
  async countRecentFromIp(ip: string, since: Date): Promise<number> {
    const [, count] = await this.listAndCountNewsletterSubscribers({ consent_ip: ip, consented_at: { $gte: since } }, { take: 1 })
    return count
  }
}

export default NewsletterModuleService
