import { describe, expect, it } from 'vitest'
import { WORKER_URL } from '../test/int'

describe('same-origin pass-through to Medusa', () => {
  it('forwards /medusa/store/* with the publishable key', async () => {
    const response = await fetch(`${WORKER_URL}/medusa/store/regions?fields=id`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { regions: { id: string }[] }
    expect(body.regions.length).toBeGreaterThan(0)
  })
  it('forwards auth errors of Medusa unchanged', async () => {
    const response = await fetch(`${WORKER_URL}/medusa/auth/customer/emailpass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'niemand@example.com', password: 'falsch' }),
    })
    expect(response.status).toBe(401)
  })
  it('serves static files of Medusa', async () => {
    const products = (await (await fetch(`${WORKER_URL}/api/products/de/de?limit=50`)).json()) as { products: { thumbnail: string | null }[] }
    const src = products.products.map((p) => p.thumbnail).find((t) => t?.startsWith('/medusa/static/'))
    if (!src) return // the seed stored its images elsewhere
    const image = await fetch(`${WORKER_URL}${src}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })
  it('carries the admin session cookie both ways (login, session, /admin/users/me)', async () => {
    const email = process.env.ADMIN_EMAIL ?? 'admin@juwelier.local'
    const password = process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995'
    const login = await fetch(`${WORKER_URL}/medusa/auth/user/emailpass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const session = await fetch(`${WORKER_URL}/medusa/auth/session`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    expect(session.status).toBe(200)
    const cookie = session.headers.getSetCookie().find((c) => c.startsWith('connect.sid='))
    expect(cookie).toBeDefined()
    expect(cookie).not.toMatch(/domain=/i)
    const me = await fetch(`${WORKER_URL}/medusa/admin/users/me`, { headers: { cookie: cookie!.split(';')[0] } })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email)
    expect((await fetch(`${WORKER_URL}/medusa/admin/users/me`)).status).toBe(401)
  })
  it('404s other Medusa paths', async () => {
    expect((await fetch(`${WORKER_URL}/medusa/health`)).status).toBe(404)
  })
})
