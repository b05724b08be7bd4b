import { describe, expect, it } from 'vitest'
import { adminGet, storePost } from '../test/admin-session'
import { uniqueClientAddress } from '../test/client-address'
import { getJson, WORKER_URL } from '../test/int'

type Subscriber = {
  email: string
  locale: string
  country_code: string | null
  status: string
  token: string
  confirmation_token: string | null
  confirmed_at: string | null
  consent_ip: string | null
  unsubscribed_at: string | null
}
type List = { newsletter_subscribers: Subscriber[]; count: number }
type Answer = { message: string; errors?: Record<string, string>; codes?: Record<string, string> }

const ip = uniqueClientAddress()
const unique = () => `news-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const post = (path: string, body: unknown) =>
  getJson<Answer>(`/api/newsletter/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  })
const subscribers = async (email: string) => (await adminGet<List>(`/admin/newsletter-subscribers?email=${encodeURIComponent(email)}`)).body

describe('newsletter sign-up through the worker (real Medusa)', () => {
  it('subscribes once however often the same address signs up', async () => {
    const email = unique()
    const first = await post('subscribe', { email, consent: true, locale: 'de', country_code: 'at' })
    expect(first.status).toBe(200)
    expect(first.body.message).toMatch(/Fast geschafft!.*bestätigen/)
    expect((await post('subscribe', { email: ` ${email.toUpperCase()} `, consent: true, locale: 'en', country_code: 'us' })).status).toBe(200)

    const list = await subscribers(email)
    expect(list.count).toBe(1)
    expect(list.newsletter_subscribers[0]).toMatchObject({ email, status: 'pending', consent_ip: ip, confirmed_at: null })
    expect(list.newsletter_subscribers[0].token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(list.newsletter_subscribers[0].confirmation_token).toMatch(/^[A-Za-z0-9_-]{32}$/)
  })

  it('unsubscribes with the token, in the visitor’s language; an unknown token is a 404', async () => {
    const email = unique()
    await post('subscribe', { email, consent: true, locale: 'en', country_code: 'gb' })
    const [{ token }] = (await subscribers(email)).newsletter_subscribers

    const done = await post('unsubscribe', { token, locale: 'en' })
    expect(done.status).toBe(200)
    expect(done.body.message).toBe('You have been unsubscribed. You will not receive any more newsletters from us.')
    expect((await subscribers(email)).newsletter_subscribers[0]).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.any(String) })
    expect((await post('unsubscribe', { token, locale: 'de' })).status).toBe(200)

    const unknown = await post('unsubscribe', { token: 'A'.repeat(32), locale: 'de' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(/nicht \(mehr\) gültig/)

    // signing up again re-uses the same entry, which waits for a new confirmation
    await post('subscribe', { email, consent: true, locale: 'en' })
    expect((await subscribers(email)).newsletter_subscribers).toEqual([
      expect.objectContaining({ status: 'pending', token, unsubscribed_at: null, confirmed_at: null }),
    ])
  })

  it('answers bad input with 400 and a message per field', async () => {
    const bad = await post('subscribe', { email: 'kein-at-zeichen', locale: 'de' })
    expect(bad.status).toBe(400)
    expect(bad.body.codes).toEqual({ email: 'email', consent: 'consent' })
    expect(bad.body.errors?.consent).toMatch(/Newsletter erhalten/)
    expect((await post('unsubscribe', { token: '../../etc' })).status).toBe(400)
  })

  it('confirms the double opt-in token in Medusa', async () => {
    const email = unique()
    await post('subscribe', { email, consent: true, locale: 'de' })
    const [{ confirmation_token }] = (await subscribers(email)).newsletter_subscribers
    expect((await storePost('/store/newsletter/confirm', { token: confirmation_token })).status).toBe(200)
    expect((await subscribers(email)).newsletter_subscribers[0]).toMatchObject({ status: 'subscribed', confirmed_at: expect.any(String) })
    expect((await storePost('/store/newsletter/confirm', { token: 'B'.repeat(32) })).status).toBe(404)
  })

  it('serves the unsubscribe page in the country’s language, also from a link without country', async () => {
    const page = await fetch(`${WORKER_URL}/us/newsletter/unsubscribe?token=${'C'.repeat(32)}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Unsubscribe from the newsletter')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    const countryless = await fetch(`${WORKER_URL}/newsletter/unsubscribe?token=abc`, { redirect: 'manual' })
    expect(countryless.status).toBeGreaterThanOrEqual(301)
    expect(countryless.headers.get('location')).toMatch(/^(https?:\/\/[^/]+)?\/[a-z]{2}\/newsletter\/unsubscribe\?token=abc$/)
  })
})
