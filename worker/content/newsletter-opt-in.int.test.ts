import { describe, expect, it } from 'vitest'
import { sql } from '../../backend/integration-tests/helpers'
import { deleteMailsTo, linkIn, mailsTo, waitForMail, waitForMails } from '../../e2e/mail-inbox'
import { COMPANY } from '../../rules/company'
import { adminGet } from '../test/admin-session'
import { uniqueClientAddress } from '../test/client-address'
import { getJson, WORKER_URL } from '../test/int'

type Subscriber = { email: string; locale: string; country_code: string | null; status: string; confirmed_at: string | null; unsubscribed_at: string | null }

const ip = uniqueClientAddress()
const unique = (tag: string) => `optin-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
// origin: what a browser's fetch sends by itself (the pass-through refuses unsafe methods from elsewhere)
const json = { 'content-type': 'application/json', 'cf-connecting-ip': ip, origin: WORKER_URL }
const subscribe = (email: string, locale: 'de' | 'en', country: string) =>
  getJson<{ message: string }>('/api/newsletter/subscribe', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, consent: true, locale, country_code: country }),
  })
const subscriber = async (email: string) =>
  (await adminGet<{ newsletter_subscribers: Subscriber[] }>(`/admin/newsletter-subscribers?email=${encodeURIComponent(email)}`)).body.newsletter_subscribers[0]

/** A page as a browser without JavaScript gets it: the server's HTML. */
async function page(url: string) {
  const response = await fetch(url, { redirect: 'manual', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' } })
  return { status: response.status, html: await response.text(), headers: response.headers }
}

const JOURNEYS = [
  {
    locale: 'de' as const,
    country: 'at',
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    welcome: /^Willkommen beim Newsletter/,
    texts: {
      requested: /^Fast geschafft!/,
      confirmed: 'Vielen Dank! Ihre Anmeldung ist bestätigt.',
      already: 'Ihre Anmeldung war bereits bestätigt.',
      unsubscribe: 'Vom Newsletter abmelden',
      unsubscribed: 'Sie sind abgemeldet',
    },
  },
  {
    locale: 'en' as const,
    country: 'us',
    subject: 'Please confirm your newsletter subscription',
    welcome: /^Welcome to the .* newsletter$/,
    texts: {
      requested: /^Almost done!/,
      confirmed: 'Thank you! Your subscription is confirmed.',
      already: 'Your subscription was already confirmed.',
      unsubscribe: 'Unsubscribe from the newsletter',
      unsubscribed: 'You have been unsubscribed',
    },
  },
]

describe.each(JOURNEYS)('newsletter double opt-in in $locale (real Medusa, SMTP, mail catcher)', (journey) => {
  it('sign-up → pending → confirmation mail → link → confirmed → welcome → the unsubscribe link works', async () => {
    const email = unique(journey.locale)
    const answer = await subscribe(email, journey.locale, journey.country)
    expect(answer.status).toBe(200)
    expect(answer.body.message).toMatch(journey.texts.requested)
    expect(await subscriber(email)).toMatchObject({ status: 'pending', confirmed_at: null, locale: journey.locale, country_code: journey.country })

    const mail = await waitForMail(email, { subject: journey.subject })
    expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${journey.locale}">`))
    expect(mail.text).toContain(email)
    expect(mail.text).toContain(`${COMPANY.postalCode} ${COMPANY.city}`)
    const confirm = linkIn(mail, '/newsletter/confirm')
    expect(confirm).toMatch(new RegExp(`^${WORKER_URL}/${journey.country}/newsletter/confirm\\?token=[A-Za-z0-9_-]{32}$`))
    expect(mail.text).toContain(confirm)
    const unsubscribe = linkIn(mail, '/newsletter/unsubscribe')
    const token = new URL(unsubscribe).searchParams.get('token')!
    expect(unsubscribe).toBe(`${WORKER_URL}/${journey.country}/newsletter/unsubscribe?token=${token}`)
    expect(mail.header('list-unsubscribe')).toBe(`<${WORKER_URL}/api/newsletter/unsubscribe?token=${token}&country=${journey.country}>`)
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // following the link confirms, and the server-rendered page says so
    const confirmed = await page(confirm)
    expect(confirmed.status).toBe(200)
    expect(confirmed.html).toContain(journey.texts.confirmed)
    expect(confirmed.html).toContain('<meta name="robots" content="noindex"/>')
    expect(confirmed.headers.get('cache-control')).toBe('private, no-store')
    expect(await subscriber(email)).toMatchObject({ status: 'subscribed', confirmed_at: expect.any(String) })
    const welcome = await waitForMail(email, { subject: journey.welcome })
    expect(linkIn(welcome, '/newsletter/unsubscribe')).toBe(unsubscribe)
    expect(welcome.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // the link again, and signing up again: nothing is confirmed twice, no new mail
    expect((await page(confirm)).html).toContain(journey.texts.already)
    expect((await subscribe(email, journey.locale, journey.country)).status).toBe(200)
    expect(await mailsTo(email)).toHaveLength(2)

    // the mail's unsubscribe link: a page with one button, which (posted without JavaScript) unsubscribes
    const unsubscribePage = await page(unsubscribe)
    expect(unsubscribePage.html).toContain(journey.texts.unsubscribe)
    const form = new URLSearchParams({ token, locale: journey.locale, return_to: new URL(unsubscribe).pathname })
    const posted = await fetch(`${WORKER_URL}/api/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toBe(`/${journey.country}/newsletter/unsubscribe?result=done`)
    expect((await page(`${WORKER_URL}${posted.headers.get('location')}`)).html).toContain(journey.texts.unsubscribed)
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.any(String) })
  })
})

describe('newsletter double opt-in: the rules around the link', () => {
  it('re-sends the confirmation to a pending address at most every ten minutes, with the same link', async () => {
    const email = unique('resend')
    await subscribe(email, 'de', 'de')
    const [first] = await mailsTo(email)
    expect(first.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung')
    // the mail is sent before the sign-up answers, so the inbox already shows whether a second one came
    await subscribe(email, 'de', 'de')
    expect(await mailsTo(email)).toHaveLength(1)

    await sql(`update newsletter_subscriber set confirmation_sent_at = now() - interval '11 minutes' where email = $1`, [email])
    await subscribe(email, 'de', 'de')
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(2)
    expect(linkIn(mails[1], '/newsletter/confirm')).toBe(linkIn(first, '/newsletter/confirm'))
    expect(await subscriber(email)).toMatchObject({ status: 'pending' })

    expect(await deleteMailsTo(email)).toBe(2)
    expect(await mailsTo(email)).toEqual([])
  })

  it('lets a mail client unsubscribe with one click (RFC 8058) and leads its plain link to the page', async () => {
    const email = unique('oneclick')
    await subscribe(email, 'en', 'gb')
    const mail = await waitForMail(email)
    await page(linkIn(mail, '/newsletter/confirm'))
    const header = mail.header('list-unsubscribe')!.slice(1, -1)

    const opened = await fetch(header, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`/gb/newsletter/unsubscribe?token=${new URL(header).searchParams.get('token')}`)

    const clicked = await fetch(header, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    })
    expect(clicked.status).toBe(200)
    expect(((await clicked.json()) as { message: string }).message).toMatch(/You have been unsubscribed/)
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' })
  })

  it('makes an address that unsubscribed confirm again; its old link no longer subscribes', async () => {
    const email = unique('again')
    await subscribe(email, 'de', 'de')
    const first = await waitForMail(email)
    const oldLink = linkIn(first, '/newsletter/confirm')
    await page(oldLink)
    const unsubscribeToken = new URL(linkIn(first, '/newsletter/unsubscribe')).searchParams.get('token')!
    await getJson('/api/newsletter/unsubscribe', { method: 'POST', headers: json, body: JSON.stringify({ token: unsubscribeToken, locale: 'de' }) })

    await subscribe(email, 'de', 'de')
    expect(await subscriber(email)).toMatchObject({ status: 'pending', confirmed_at: null })
    // the second request's mail, once it has arrived (the mail is sent after the answer); two mails sent within the
    // same second may be listed in either order, so the new link is the one that is not the old
    const links = (await waitForMails(email, { subject: 'bestätigen', count: 2 })).map((mail) => linkIn(mail, '/newsletter/confirm'))
    expect(new Set(links).size).toBe(2)
    const newLink = links.find((link) => link !== oldLink)!
    expect((await page(oldLink)).html).toContain('Dieser Bestätigungslink ist nicht (mehr) gültig')
    expect((await page(newLink)).html).toContain('Ihre Anmeldung ist bestätigt')
  })

  it('does not confirm a sign-up older than 30 days', async () => {
    const email = unique('expired')
    await subscribe(email, 'en', 'us')
    const mail = await waitForMail(email)
    await sql(`update newsletter_subscriber set consented_at = now() - interval '31 days' where email = $1`, [email])
    const answer = await page(linkIn(mail, '/newsletter/confirm'))
    expect(answer.status).toBe(200)
    expect(answer.html).toContain('This confirmation link is not valid (any more)')
    expect(await subscriber(email)).toMatchObject({ status: 'pending', confirmed_at: null })
  })

  it('answers a dead, malformed or missing link with a friendly page that offers the sign-up again', async () => {
    for (const [path, text] of [
      [`/de/newsletter/confirm?token=${'A'.repeat(32)}`, 'Link nicht mehr gültig'],
      ['/us/newsletter/confirm?token=../../etc/passwd', 'Link no longer valid'],
      ['/us/newsletter/confirm', 'This page needs the confirmation link from our email'],
    ]) {
      const answer = await page(`${WORKER_URL}${path}`)
      expect(answer.status, path).toBe(200)
      expect(answer.html, path).toContain(text)
      expect(answer.html, path).toContain('action="/api/newsletter/subscribe"')
    }
  })

  it('sends the confirmation for the checkout’s newsletter consent too, in the order’s language', async () => {
    const email = unique('checkout')
    // what routes/checkout/checkout-actions.ts posts through the same-origin pass-through
    const answer = await fetch(`${WORKER_URL}/medusa/store/newsletter/subscribe`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, consent: true, locale: 'de', country_code: 'ch' }),
    })
    expect(answer.status).toBe(200)
    const mail = await waitForMail(email)
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung')
    expect(linkIn(mail, '/newsletter/confirm')).toMatch(new RegExp(`^${WORKER_URL}/ch/newsletter/confirm\\?token=`))
  })
})
