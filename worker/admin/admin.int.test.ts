import Medusa from '@medusajs/js-sdk'
import { describe, expect, it } from 'vitest'
import { WORKER_URL } from '../test/int'

const email = process.env.ADMIN_EMAIL ?? 'admin@juwelier.local'
const password = process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995'

// unsafe methods on the pass-throughs must come from the shop's own origin, as a browser's fetch does
const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${WORKER_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WORKER_URL, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** Logs in through the worker the way the back office does (staff surface /admin/api) and returns the session cookie. */
async function sessionCookie(): Promise<string> {
  const login = await post('/admin/api/auth/user/emailpass', { email, password })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const session = await post('/admin/api/auth/session', undefined, { authorization: `Bearer ${token}` })
  expect(session.status).toBe(200)
  const cookie = session.headers.getSetCookie().find((c) => c.startsWith('admin.sid='))
  expect(cookie).toBeDefined()
  return cookie!.split(';')[0]
}

describe('the back office through the worker', () => {
  it('serves the app shell with a client bundle that exists', async () => {
    const response = await fetch(`${WORKER_URL}/admin/en/orders`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const html = await response.text()
    const entry = /<script type="module" src="(\/assets\/admin\/[^"]+\.js)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const script = await fetch(`${WORKER_URL}${entry}`)
    expect(script.status).toBe(200)
    const css = /<link rel="stylesheet" href="(\/assets\/admin\/[^"]+\.css)"/.exec(html)?.[1]
    expect((await fetch(`${WORKER_URL}${css}`)).status).toBe(200)
  })

  it('rejects a wrong password with 401 and a message', async () => {
    const response = await post('/admin/api/auth/user/emailpass', { email, password: `${password}-wrong` })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { message: string }).message).toMatch(/invalid/i)
  })

  it('logs in with email and password, keeps a session and answers /admin/users/me', async () => {
    const cookie = await sessionCookie()
    const me = await fetch(`${WORKER_URL}/admin/api/admin/users/me`, { headers: { cookie } })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email)
  })

  it('ends the session on logout (DELETE /auth/session)', async () => {
    const cookie = await sessionCookie()
    const logout = await fetch(`${WORKER_URL}/admin/api/auth/session`, { method: 'DELETE', headers: { cookie, origin: WORKER_URL } })
    expect(logout.status).toBe(200)
    expect((await fetch(`${WORKER_URL}/admin/api/admin/users/me`, { headers: { cookie } })).status).toBe(401)
  })

  it('answers the js-sdk the back office uses (counts of the overview)', async () => {
    const sdk = new Medusa({
      baseUrl: `${WORKER_URL}/admin/api`,
      auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' },
      globalHeaders: { origin: WORKER_URL },
    })
    await expect(sdk.admin.user.me()).rejects.toMatchObject({ status: 401, statusText: 'Unauthorized' })
    await sdk.auth.login('user', 'emailpass', { email, password })
    const { user } = await sdk.admin.user.me()
    expect(user.email).toBe(email)
    const products = await sdk.admin.product.list({ limit: 1, fields: 'id' })
    expect(products.count).toBeGreaterThan(0)
    const orders = await sdk.admin.order.list({ limit: 1, fields: 'id' })
    expect(orders.count).toBeGreaterThanOrEqual(0)
  })
})
