import { COMPANY } from "./company"

export type MailLocale = "de" | "en"
type Mail = { subject: string; text: string; html: string }

const GERMAN = ["de", "at", "ch", "lu", "li"]
export const localeOfCountry = (country: string): MailLocale => (GERMAN.includes(country) ? "de" : "en")

/** Where mailed links point: the storefront's public origin. */
export const shopUrl = () => (process.env.STOREFRONT_URL || "http://localhost:8787").replace(/\/+$/, "")

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A plain account mail: greeting, paragraphs, optional action links, the shop's signature; HTML and text.
 * (Until the shared mail layout of backend/src/mail/ lands; then these mails move onto it.)
 */
export function accountMail(locale: MailLocale, input: { subject: string; greeting: string; paragraphs: string[]; actions?: { label: string; url: string }[]; closing?: string[] }): Mail {
  const closing = input.closing ?? (locale === "de" ? ["Herzliche Grüße", `Ihr ${COMPANY.brand}`] : ["Kind regards", COMPANY.brand])
  const actions = input.actions ?? []
  const text = [input.greeting, ...input.paragraphs, ...actions.map((action) => `${action.label}: ${action.url}`), closing.join("\n")].join("\n\n")
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Georgia,serif;color:#292524;line-height:1.5">${[
    `<p>${escape(input.greeting)}</p>`,
    ...input.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`),
    ...actions.map((action) => `<p><a href="${escape(action.url)}" style="color:#8a6d1f">${escape(action.label)}</a></p>`),
    `<p>${closing.map(escape).join("<br>")}</p>`,
  ].join("")}</body></html>`
  return { subject: input.subject, text, html }
}
