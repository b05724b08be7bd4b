import { describe, expect, it } from 'vitest'
import { admin, call, clientIp, fromClient, sql, store } from './helpers'

const valid = { name: 'Anna Schmidt', message: 'Ich interessiere mich für einen Verlobungsring in Gold 750.', consent: true, locale: 'de', country_code: 'DE' }
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`

const post = (body: unknown, ip = clientIp()) => store('/contact-messages', { body, headers: fromClient(ip) })

describe('POST /store/contact-messages', () => {
  it('stores a valid message with the client address and answers 201 with its id', async () => {
    const email = unique('kontakt')
    const ip = clientIp()
    const { status, body } = await post({ ...valid, email: email.toUpperCase(), phone: '+49 7231 555 1995', subject: '  Verlobung  ' }, ip)
    expect(status).toBe(201)
    expect(body.contact_message.id).toMatch(/^cmsg_/)
    const [row] = await sql('select email, phone, subject, locale, country_code, client_ip, status from contact_message where id = $1', [
      body.contact_message.id,
    ])
    expect(row).toEqual({ email, phone: '+49 7231 555 1995', subject: 'Verlobung', locale: 'de', country_code: 'de', client_ip: ip, status: 'new' })
  })

  it('answers 400 naming every invalid field, and stores nothing', async () => {
    const email = unique('falsch')
    const { status, body } = await post({
      name: 'A',
      email: 'anna@example',
      phone: 'ruf an',
      message: 'zu kurz',
      consent: false,
      locale: 'fr',
      country_code: 'DEU',
    })
    expect(status).toBe(400)
    expect(body.message).toMatch(/^Invalid input \(/)
    expect(body.errors).toEqual({
      name: 'at least 2 characters',
      email: 'not a valid e-mail address',
      phone: 'not a valid phone number',
      message: 'at least 10 characters',
      consent: 'the privacy policy must be accepted',
      locale: expect.any(String),
      country_code: 'a two-letter country code',
    })
    expect(await sql('select id from contact_message where email = $1', [email])).toEqual([])
  })

  it('answers 400 to a body that is not JSON, and to an empty one', async () => {
    expect((await post('{not json')).status).toBe(400)
    const empty = await post({})
    expect(empty.status).toBe(400)
    expect(Object.keys(empty.body.errors)).toEqual(['name', 'email', 'message', 'consent'])
  })

  it('gives a bot that fills the honeypot the same 201 and stores nothing', async () => {
    const email = unique('bot')
    const { status, body } = await post({ ...valid, email, website: 'https://spam.example' })
    expect(status).toBe(201)
    expect(body.contact_message.id).toBe('cmsg_discarded')
    expect(await sql('select id from contact_message where email = $1', [email])).toEqual([])
  })

  it('accepts five messages of one address within ten minutes and answers the sixth 429', async () => {
    const email = unique('oft')
    for (let i = 0; i < 5; i++) expect((await post({ ...valid, email })).status).toBe(201)
    const sixth = await post({ ...valid, email })
    expect(sixth.status).toBe(429)
    expect(sixth.body.message).toMatch(/Too many messages/)
  })

  it('requires the publishable key', async () => {
    const { status } = await call('/store/contact-messages', { body: { ...valid, email: unique('ohne') } })
    expect(status).toBe(400)
  })
})

describe('GET /admin/contact-messages', () => {
  it('is 401 without a staff login', async () => {
    expect((await call('/admin/contact-messages')).status).toBe(401)
  })

  it('lists the messages of one address newest first, with count, limit and offset', async () => {
    const email = unique('liste')
    const ip = clientIp()
    for (const subject of ['erste', 'zweite', 'dritte']) expect((await post({ ...valid, email, subject }, ip)).status).toBe(201)
    const { status, body } = await admin(`/contact-messages?email=${encodeURIComponent(email.toUpperCase())}&limit=2`)
    expect(status).toBe(200)
    expect(body.count).toBe(3)
    expect([body.limit, body.offset]).toEqual([2, 0])
    expect(body.contact_messages.map((m: { subject: string }) => m.subject)).toEqual(['dritte', 'zweite'])
    const rest = await admin(`/contact-messages?email=${encodeURIComponent(email)}&limit=2&offset=2`)
    expect(rest.body.contact_messages.map((m: { subject: string }) => m.subject)).toEqual(['erste'])
    const answered = await admin(`/contact-messages?email=${encodeURIComponent(email)}&status=answered`)
    expect(answered.body.count).toBe(0)
  })

  it('answers 400 to a bad limit, offset or status', async () => {
    for (const query of ['limit=0', 'limit=201', 'limit=x', 'offset=-1', 'status=gelesen', 'order=client_ip']) {
      const { status, body } = await admin(`/contact-messages?${query}`)
      expect(status, query).toBe(400)
      expect(body.message, query).toMatch(/^Invalid input/)
    }
  })
})
