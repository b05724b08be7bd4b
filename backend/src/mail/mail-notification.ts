import type { CreateNotificationDTO } from "@medusajs/framework/types"
import type { RenderedMail } from "./layout"

/**
 * The notification that sends a rendered mail on the `email` channel. Medusa's notification record keeps `data` but
 * not `content`, so a copy of the mail goes into `data.mail`: staff read in the back office exactly what was sent
 * (GET /admin/notifications/:id). Every mail of the shop is created through here.
 */
export function mailNotification(mail: RenderedMail, notification: Omit<CreateNotificationDTO, "channel" | "content">): CreateNotificationDTO {
  const content = { subject: mail.subject, text: mail.text, html: mail.html }
  return { ...notification, channel: "email", content, data: { ...notification.data, mail: content } }
}
