import { describe, expect, it } from 'vitest'
import { uniqueClientAddress as clientIp } from '../test/client-address'
import { WORKER_URL } from '../test/int'

// The back end's limits (backend/src/api/auth/throttle.ts): 10 failed sign-ins or registrations per
// address and 20 per client within 15 minutes; 5 reset requests per address; 10 reset checks per address.
// Each request has a client address no other request shares unless a test says so, and each test its own
// e-mail addresses, so no count carries over.
const MEDUSA_URL = (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, '')
const uniqueEmail = (who: string) => `${who}-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}@example.com`

type Answer = { status: number; message: string; retryAfter: string | null }

async function post(path: string, body: unknown, ip: string, extra: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${WORKER_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WORKER_URL, 'cf-connecting-ip': ip, ...extra },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as { message?: string }
  return { status: response.status, message: json.message ?? '', retryAfter: response.headers.get('retry-after') }
}

/** `count` requests one after another; the statuses in order. */
async function repeat(count: number, send: (i: number) => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) statuses.push((await send(i)).status)
  return statuses
}

function expectTooMany(answer: Answer, language: 'de' | 'en') {
  expect(answer.status).toBe(429)
  expect(Number(answer.retryAfter)).toBeGreaterThan(800)
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(900)
  expect(answer.message).toMatch(language === 'de' ? /^Zu viele Versuche\. Bitte warten Sie 1[45] Minuten/ : /^Too many attempts\. Please wait 1[45] minutes/)
}

describe('sign-in is rate-limited', () => {
  it('per e-mail address: the 11th failed customer sign-in within 15 minutes is refused, in the shop’s language', async () => {
    const email = uniqueEmail('raten')
    // from ten different clients: the address is what is being guessed
    const statuses = await repeat(10, () => post('/medusa/auth/customer/emailpass', { email, password: 'falsch' }, clientIp()))
    expect(statuses).toEqual(Array(10).fill(401))
    expectTooMany(await post('/medusa/auth/customer/emailpass', { email, password: 'falsch' }, clientIp(), { cookie: 'locale=de' }), 'de')
    expectTooMany(await post('/medusa/auth/customer/emailpass', { email, password: 'falsch' }, clientIp(), { cookie: 'locale=en' }), 'en')
    // another address is not affected
    expect((await post('/medusa/auth/customer/emailpass', { email: uniqueEmail('andere'), password: 'falsch' }, clientIp())).status).toBe(401)
  })

  it('per client: twenty failures with as many addresses, then 429 for any address', async () => {
    const ip = clientIp()
    const statuses = await repeat(20, () => post('/medusa/auth/customer/emailpass', { email: uniqueEmail('liste'), password: 'falsch' }, ip))
    expect(statuses).toEqual(Array(20).fill(401))
    expectTooMany(await post('/medusa/auth/customer/emailpass', { email: uniqueEmail('liste'), password: 'falsch' }, ip, { cookie: 'locale=en' }), 'en')
  })

  it('for staff too: wrong passwords at the back office stop answering 401 after ten', async () => {
    const email = uniqueEmail('personal')
    const statuses = await repeat(12, () => post('/admin/api/auth/user/emailpass', { email, password: 'falsch' }, clientIp()))
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
  })

  it('counts failures only: a success forgives the address its earlier mistakes', async () => {
    const email = uniqueEmail('vertippt')
    const ip = clientIp()
    expect((await post('/medusa/auth/customer/emailpass/register', { email, password: 'Richtig-1995!' }, ip)).status).toBe(200)
    expect(await repeat(9, () => post('/medusa/auth/customer/emailpass', { email, password: 'falsch' }, ip))).toEqual(Array(9).fill(401))
    expect((await post('/medusa/auth/customer/emailpass', { email, password: 'Richtig-1995!' }, ip)).status).toBe(200)
    expect(await repeat(5, () => post('/medusa/auth/customer/emailpass', { email, password: 'falsch' }, ip))).toEqual(Array(5).fill(401))
  })

  it('holds across instances: the count lives in the back end, whichever way the attempts arrive', async () => {
    const email = uniqueEmail('verteilt')
    const ip = clientIp()
    expect(await repeat(5, () => post('/medusa/auth/customer/emailpass', { email, password: 'falsch' }, ip))).toEqual(Array(5).fill(401))
    const direct = await repeat(5, async () => {
      const response = await fetch(`${MEDUSA_URL}/auth/customer/emailpass`, {
        method: 'POST',
        // as the worker tells it: the address with the edge secret Medusa believes it with
        headers: { 'content-type': 'application/json', 'x-client-ip': ip, 'x-edge-secret': process.env.EDGE_SECRET ?? '' },
        body: JSON.stringify({ email, password: 'falsch' }),
      })
      return { status: response.status, message: '', retryAfter: null }
    })
    expect(direct).toEqual(Array(5).fill(401))
    expectTooMany(await post('/medusa/auth/customer/emailpass', { email, password: 'falsch' }, ip, { cookie: 'locale=de' }), 'de')
  })
})

describe('registration, reset requests and the reset check are rate-limited', () => {
  it('failed registrations of one address: the 11th is refused', async () => {
    const email = uniqueEmail('doppelt')
    const ip = clientIp()
    expect((await post('/medusa/auth/customer/emailpass/register', { email, password: 'Erstes-1995!' }, ip)).status).toBe(200)
    const statuses = await repeat(10, () => post('/medusa/auth/customer/emailpass/register', { email, password: 'Zweites-1995!' }, clientIp()))
    expect(statuses).toEqual(Array(10).fill(401))
    expect((await post('/medusa/auth/customer/emailpass/register', { email, password: 'Drittes-1995!' }, clientIp())).status).toBe(429)
  })

  it('password-reset requests: five per address, every one counts (each sends a mail)', async () => {
    const identifier = uniqueEmail('vergessen')
    const statuses = await repeat(6, () => post('/medusa/auth/customer/emailpass/reset-password', { identifier }, clientIp()))
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('/api/auth/check-password-reset: ten per address, then 429 { message } with Retry-After', async () => {
    const email = uniqueEmail('pruefen')
    const statuses = await repeat(10, (i) => post('/api/auth/check-password-reset', { email, locale: i % 2 ? 'de' : 'en' }, clientIp()))
    expect(statuses).toEqual(Array(10).fill(200))
    expectTooMany(await post('/api/auth/check-password-reset', { email, locale: 'de' }, clientIp()), 'de')
  })

  it('/api/auth/check-password-reset: twenty per client, whatever the addresses', async () => {
    const ip = clientIp()
    expect(await repeat(20, () => post('/api/auth/check-password-reset', { email: uniqueEmail('reihe') }, ip))).toEqual(Array(20).fill(200))
    expectTooMany(await post('/api/auth/check-password-reset', { email: uniqueEmail('reihe'), locale: 'en' }, ip), 'en')
  })
})
