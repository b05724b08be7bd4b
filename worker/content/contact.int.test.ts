import { describe, expect, it } from 'vitest'
import { adminGet, storePost } from '../test/admin-session'
import { uniqueClientAddress } from '../test/client-address'
import { getJson, WORKER_URL } from '../test/int'

type Stored = {
  name: string
  email: string
  phone: string | null
  subject: string | null
  message: string
  locale: string
  country_code: string
  client_ip: string
  status: string
}
type List = { contact_messages: Stored[]; count: number }
type Invalid = { message: string; errors: Record<string, string>; codes: Record<string, string> }

const unique = () => `kontakt-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const ip = uniqueClientAddress()

const post = (body: unknown, clientIp = ip) =>
  getJson<{ message: string } & Partial<Invalid>>('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': clientIp },
    body: JSON.stringify(body),
  })

const message = (email: string) => ({
  name: 'Anna Schmidt',
  email,
  phone: '+49 30 1234567',
  subject: 'Bestellung 1042',
  message: 'Guten Tag, ich hätte gern den Ring eine Größe kleiner.',
  consent: true,
  locale: 'en',
  country_code: 'us',
})

describe('POST /api/contact → Medusa contact-message module (real Medusa)', () => {
  it('stores a message the back office then reads through GET /admin/contact-messages', async () => {
    const email = unique()
    const answer = await post(message(email.toUpperCase()))
    expect(answer.status).toBe(201)
    expect(answer.body.message).toBe('Thank you! We will process your message promptly.')

    const { status, body } = await adminGet<List>(`/admin/contact-messages?email=${encodeURIComponent(email)}`)
    expect(status).toBe(200)
    expect(body.count).toBe(1)
    expect(body.contact_messages[0]).toMatchObject({
      name: 'Anna Schmidt',
      email,
      phone: '+49 30 1234567',
      subject: 'Bestellung 1042',
      message: 'Guten Tag, ich hätte gern den Ring eine Größe kleiner.',
      locale: 'en',
      country_code: 'us',
      client_ip: ip,
      status: 'new',
    })
  })

  it('answers bad input with 400 and a message per field in the visitor’s language, storing nothing', async () => {
    const email = unique()
    const { status, body } = await post({ name: 'A', email: email.replace('@', ''), message: 'kurz', phone: 'ruf an', consent: false, locale: 'de' })
    expect(status).toBe(400)
    expect(body.codes).toEqual({ name: 'tooShort', email: 'email', phone: 'phone', message: 'tooShort', consent: 'consent' })
    expect(body.errors).toEqual({
      name: 'Bitte geben Sie mindestens 2 Zeichen ein.',
      email: expect.stringMatching(/gültige E-Mail-Adresse/),
      phone: expect.stringMatching(/Telefonnummer/),
      message: 'Bitte schreiben Sie mindestens 10 Zeichen.',
      consent: expect.stringMatching(/Datenschutzerklärung/),
    })
    expect((await post('kein Objekt')).status).toBe(400)
  })

  it('quietly drops what a bot writes into the honeypot', async () => {
    const email = unique()
    expect((await post({ ...message(email), website: 'http://spam.example' })).status).toBe(201)
    expect((await adminGet<List>(`/admin/contact-messages?email=${encodeURIComponent(email)}`)).body.count).toBe(0)
  })

  it('throttles many messages from one address: the sixth within ten minutes gets 429', async () => {
    const email = unique()
    const sender = uniqueClientAddress()
    for (let i = 0; i < 5; i++) expect((await post(message(email), sender)).status).toBe(201)
    const blocked = await post(message(email), sender)
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toMatch(/several messages/)
    expect((await adminGet<List>(`/admin/contact-messages?email=${encodeURIComponent(email)}`)).body.count).toBe(5)
  })

  it('works as a classic form post without JavaScript: back to the page with ?sent=1 or the failed fields', async () => {
    const form = (fields: Record<string, string>) =>
      fetch(`${WORKER_URL}/api/contact`, { method: 'POST', redirect: 'manual', headers: { 'cf-connecting-ip': ip }, body: new URLSearchParams(fields) })
    const sent = await form({ ...message(unique()), consent: 'on', return_to: '/de/content/kontakt' } as Record<string, string>)
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/de/content/kontakt?sent=1')
    const failed = await form({ name: 'Anna', email: 'x', message: 'Eine ausreichend lange Nachricht.', return_to: 'https://evil.example/' })
    expect(failed.status).toBe(303)
    expect(failed.headers.get('location')).toBe(`/de/contact?failed=${encodeURIComponent('email:email,consent:consent')}`)
  })
})

describe('Medusa’s own contact-message routes', () => {
  it('validates with zod and names the fields in a 400', async () => {
    const { status, body } = await storePost<Invalid>('/store/contact-messages', { name: '', email: 'nope', message: 'x' })
    expect(status).toBe(400)
    expect(Object.keys(body.errors).sort()).toEqual(['consent', 'email', 'message', 'name'])
  })

  it('lists messages only for a signed-in admin', async () => {
    expect((await adminGet('/admin/contact-messages', { authenticated: false })).status).toBe(401)
    const bad = await adminGet<Invalid>('/admin/contact-messages?limit=0')
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toHaveProperty('limit')
  })
})
