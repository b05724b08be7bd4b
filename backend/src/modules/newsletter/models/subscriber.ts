import { model } from "@medusajs/framework/utils"

/**
 * One e-mail address on the newsletter list. `token` signs unsubscribe links; `confirmation_token`
 * is the double opt-in proof sent by mail, `confirmed_at` is set once it comes back.
 * `consent_ip` and `consented_at` document the consent (GDPR Art. 7(1)) and throttle abuse.
 */
export const NewsletterSubscriber = model.define("newsletter_subscriber", {
  id: model.id({ prefix: "nsub" }).primaryKey(),
  email: model.text().unique(),
  locale: model.text(),
  country_code: model.text().nullable(),
  status: model.enum(["subscribed", "unsubscribed"]).default("subscribed"),
  token: model.text().unique(),
  confirmation_token: model.text().nullable(),
  confirmed_at: model.dateTime().nullable(),
  consented_at: model.dateTime(),
  consent_ip: model.text().index().nullable(),
  unsubscribed_at: model.dateTime().nullable(),
})
