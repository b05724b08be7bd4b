import { describe, expect, it } from 'vitest'
import { admin, call, fromClient, sql, store } from './helpers'

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`
const subscribe = (body: unknown) => store('/newsletter/subscribe', { body, headers: fromClient() })

describe('POST /store/newsletter/subscribe', () => {
  it('records the address with its language, country and consent, without revealing tokens', async () => {
    const email = unique('news')
    const { status, body } = await subscribe({ email: `  ${email.toUpperCase()} `, consent: true, locale: 'en', country_code: 'GB' })
    expect(status).toBe(200)
    expect(JSON.stringify(body)).not.toMatch(/token/)
    const [row] = await sql('select locale, country_code, consented_at, token from newsletter_subscriber where email = $1', [email])
    expect(row).toMatchObject({ locale: 'en', country_code: 'gb' })
    expect(row.consented_at).toBeInstanceOf(Date)
    expect(row.token).toMatch(/^[A-Za-z0-9_-]{20,64}$/)
  })

  it('answers 400 naming the invalid fields', async () => {
    const { status, body } = await subscribe({ email: 'keine-adresse', consent: 'ja', locale: 'fr', country_code: 'x' })
    expect(status).toBe(400)
    expect(Object.keys(body.errors).sort()).toEqual(['consent', 'country_code', 'email', 'locale'])
    expect(body.errors.email).toBe('not a valid e-mail address')
  })

  it('gives a bot that fills the honeypot the same answer and records nothing', async () => {
    const email = unique('bot')
    expect((await subscribe({ email, consent: true, website: 'x' })).status).toBe(200)
    expect(await sql('select id from newsletter_subscriber where email = $1', [email])).toEqual([])
  })
})

describe('POST /store/newsletter/unsubscribe and /confirm', () => {
  it("unsubscribes with the token of the mail's link", async () => {
    const email = unique('abmelden')
    expect((await subscribe({ email, consent: true })).status).toBe(200)
    const [{ token }] = await sql('select token from newsletter_subscriber where email = $1', [email])
    expect((await store('/newsletter/unsubscribe', { body: { token } })).status).toBe(200)
    const [row] = await sql('select status, unsubscribed_at from newsletter_subscriber where email = $1', [email])
    expect(row.status).toBe('unsubscribed')
    expect(row.unsubscribed_at).toBeInstanceOf(Date)
  })

  it('answers 400 to a malformed token and 404 to an unknown one', async () => {
    for (const path of ['/newsletter/unsubscribe', '/newsletter/confirm']) {
      const malformed = await store(path, { body: { token: '../../etc' } })
      expect(malformed.status, path).toBe(400)
      expect(malformed.body.errors, path).toEqual({ token: `not a valid ${path.endsWith('confirm') ? 'confirmation' : 'unsubscribe'} token` })
      const unknown = await store(path, { body: { token: 'a'.repeat(32) } })
      expect(unknown.status, path).toBe(404)
      expect(unknown.body.message, path).toEqual(expect.any(String))
    }
  })
})

describe('GET /admin/newsletter-subscribers', () => {
  it('is 401 without a staff login', async () => {
    expect((await call('/admin/newsletter-subscribers')).status).toBe(401)
  })

  it('finds one address, and answers 400 to a bad query', async () => {
    const email = unique('liste')
    expect((await subscribe({ email, consent: true })).status).toBe(200)
    const { status, body } = await admin(`/newsletter-subscribers?email=${encodeURIComponent(email)}`)
    expect(status).toBe(200)
    expect(body.count).toBe(1)
    expect(body.newsletter_subscribers.map((s: { email: string }) => s.email)).toEqual([email])
    for (const query of ['limit=0', 'limit=1000', 'offset=x', 'status=vielleicht'])
      expect((await admin(`/newsletter-subscribers?${query}`)).status, query).toBe(400)
  })
})
