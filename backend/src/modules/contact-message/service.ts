import { MedusaService } from "@medusajs/framework/utils"
import { ContactMessage } from "./models/contact-message"

export class ContactMessageModuleService extends MedusaService({ ContactMessage }) {
  /** How many messages came from this e-mail address or this client since `since` (the abuse throttle). */
  async countRecent(field: "email" | "client_ip", value: string, since: Date): Promise<number> {
    const [, count] = await this.listAndCountContactMessages({ [field]: value, created_at: { $gte: since } }, { take: 1 })
    return count
  }
}

export default ContactMessageModuleService
