import { describe, expect, it } from "vitest"
import { mailNotification } from "./mail-notification"

describe("mailNotification", () => {
  it("sends the mail as content and keeps a copy of it in data.mail beside the sender's data", () => {
    const mail = { subject: "Ihre Bestellung", text: "Hallo", html: "<p>Hallo</p>" }
    const notification = mailNotification(mail, { to: "anna@example.com", template: "order-placed", data: { locale: "de" } })
    expect(notification).toEqual({ to: "anna@example.com", template: "order-placed", channel: "email", content: mail, data: { locale: "de", mail } })
  })

  it("works without data of the sender", () => {
    expect(mailNotification({ subject: "s", text: "t", html: "" }, { to: "a@example.com" }).data).toEqual({ mail: { subject: "s", text: "t", html: "" } })
  })
})
