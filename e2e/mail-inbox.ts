import { type AddressObject, simpleParser } from 'mailparser'
import { parse as parseHtml } from 'node-html-parser'

/**
 * Reads mail the way a person reads an inbox: the mails one address received from the stack's mail catcher
 * (maildev; `npm test` passes its REST API as MAIL_API_URL), each parsed from its raw MIME source, so what a test
 * sees is what a mail client shows. Usable from integration and e2e tests.
 */

type MailLink = { text: string; href: string }
type MailAttachment = { filename: string; contentType: string; disposition: string; content: Buffer }
export type Mail = {
  id: string
  from: string
  to: string[]
  subject: string
  date: Date | undefined
  /** the plain-text part */
  text: string
  /** the HTML part */
  html: string
  /** every link of the HTML part, with its visible text */
  links: MailLink[]
  attachments: MailAttachment[]
  /** a header by its name (case-insensitive), as the mail carries it, e.g. header('list-unsubscribe') */
  header: (name: string) => string | undefined
}

type Summary = { id: string; subject: string; time: string; to: { address: string }[] }
type Match = { subject?: string | RegExp }
type Wait = Match & { timeoutMs?: number }

function apiUrl(): string {
  const url = process.env.MAIL_API_URL
  if (!url) throw new Error('MAIL_API_URL is not set: run the tests with `npm test`, which starts the mail catcher')
  return url.replace(/\/$/, '')
}

async function call(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${apiUrl()}${path}`, init)
  if (!response.ok) throw new Error(`mail catcher: ${init?.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`)
  return response
}

const subjectMatches = (subject: string, wanted: Match['subject']) =>
  wanted === undefined || (typeof wanted === 'string' ? subject.includes(wanted) : wanted.test(subject))

/** The caught mails to an address (oldest first), as summaries. */
async function summaries(to: string, { subject }: Match = {}): Promise<Summary[]> {
  const address = to.toLowerCase()
  // the newest 200 that name the address (the shop's own address is in every mail the shop sends, as its sender and
  // in its footer: its oldest 200 would never reach a new one), by the subject where a journey names one
  const query = new URLSearchParams({ search: typeof subject === 'string' ? subject : address, sort: 'desc', limit: '200' })
  const { items } = (await (await call(`/email/summary?${query}`)).json()) as { items: Summary[] }
  return items.reverse().filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === address) && subjectMatches(mail.subject, subject))
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((entry) => entry.address ?? ''))

/** One mail, parsed from its raw source. */
async function readMail(id: string): Promise<Mail> {
  const source = Buffer.from(await (await call(`/email/${encodeURIComponent(id)}/source`)).arrayBuffer())
  const parsed = await simpleParser(source)
  const html = typeof parsed.html === 'string' ? parsed.html : ''
  const links = parseHtml(html)
    .querySelectorAll('a[href]')
    .map((anchor) => ({ text: anchor.textContent.replace(/\s+/g, ' ').trim(), href: anchor.getAttribute('href') ?? '' }))
  return {
    id,
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    date: parsed.date,
    text: parsed.text ?? '',
    html,
    links,
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      disposition: attachment.contentDisposition ?? 'attachment',
      content: attachment.content,
    })),
    header: (name) =>
      parsed.headerLines
        .find((line) => line.key === name.toLowerCase())
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s+/g, ' '),
  }
}

/** The mails an address has received so far (oldest first), optionally only those whose subject matches. */
export async function mailsTo(to: string, match: Match = {}): Promise<Mail[]> {
  return Promise.all((await summaries(to, match)).map((summary) => readMail(summary.id)))
}

/**
 * Waits until an address has received at least `count` matching mails and returns them (oldest first).
 * On timeout the error lists what the address did receive.
 */
export async function waitForMails(to: string, { count = 1, timeoutMs = 30_000, ...match }: Wait & { count?: number } = {}): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await summaries(to, match)
    if (found.length >= count) return Promise.all(found.map((summary) => readMail(summary.id)))
    if (Date.now() > deadline) {
      const all = await summaries(to)
      const got = all.length ? all.map((mail) => `"${mail.subject}"`).join(', ') : 'nothing'
      throw new Error(
        `no ${count > 1 ? `${count} mails` : 'mail'} to ${to}${match.subject ? ` with subject ${match.subject}` : ''} within ${timeoutMs / 1000} s; it received ${got}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Waits for a mail to an address (optionally with a matching subject) and returns the newest one. */
export async function waitForMail(to: string, options: Wait = {}): Promise<Mail> {
  return (await waitForMails(to, options)).at(-1)!
}

/** The link of a mail whose visible text or address matches, e.g. linkIn(mail, /newsletter\/confirm/). */
export function linkIn(mail: Mail, pattern: string | RegExp): string {
  const test = (value: string) => (typeof pattern === 'string' ? value.includes(pattern) : pattern.test(value))
  const link = mail.links.find((candidate) => test(candidate.href) || test(candidate.text))
  if (!link) throw new Error(`mail "${mail.subject}" has no link matching ${pattern}; it has ${mail.links.map((l) => l.href).join(', ') || 'none'}`)
  return link.href
}

/** Deletes every mail to an address; resolves with how many there were. */
export async function deleteMailsTo(to: string): Promise<number> {
  const ids = (await summaries(to)).map((mail) => mail.id)
  if (ids.length) await call('/email/delete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids }) })
  return ids.length
}
