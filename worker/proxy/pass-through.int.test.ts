import { describe, expect, it } from 'vitest'
import { uniqueClientAddress as clientIp } from '../test/client-address'
import { adminCredentials } from '../test/html'
import { WORKER_URL } from '../test/int'
import { rawRequest } from '../test/raw-request'

// The browser's fetch sends Origin (and Sec-Fetch-Site) by itself; tests say it explicitly.
const SAME_ORIGIN = { origin: WORKER_URL }
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...SAME_ORIGIN, ...headers },
  body: JSON.stringify(body),
})
const uniqueEmail = (who: string) => `${who}-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 6)}@example.com`
const cookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))

/** A staff session through the back office's own surface: login token → session cookie `admin.sid`. */
async function staffSession(): Promise<Response> {
  const login = await fetch(`${WORKER_URL}/admin/api/auth/user/emailpass`, json(adminCredentials(), { 'cf-connecting-ip': clientIp() }))
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return fetch(`${WORKER_URL}/admin/api/auth/session`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...SAME_ORIGIN } })
}

/** A new customer, created through the store API as the shop will, and signed in with a session cookie. */
async function customerSession(): Promise<{ email: string; session: Response }> {
  const email = uniqueEmail('kundin')
  const password = 'Geheim-1995!'
  const ip = clientIp()
  const registered = await fetch(`${WORKER_URL}/medusa/auth/customer/emailpass/register`, json({ email, password }, { 'cf-connecting-ip': ip }))
  expect(registered.status).toBe(200)
  const { token: registration } = (await registered.json()) as { token: string }
  const created = await fetch(
    `${WORKER_URL}/medusa/store/customers`,
    json({ email, first_name: 'Erika', last_name: 'Muster' }, { authorization: `Bearer ${registration}` }),
  )
  expect(created.status).toBe(200)
  const login = await fetch(`${WORKER_URL}/medusa/auth/customer/emailpass`, json({ email, password }, { 'cf-connecting-ip': ip }))
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const session = await fetch(`${WORKER_URL}/medusa/auth/session`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...SAME_ORIGIN } })
  expect(session.status).toBe(200)
  return { email, session }
}

describe('the customer surface /medusa', () => {
  it('forwards /medusa/store/* with the publishable key and without the back end’s x-powered-by', async () => {
    const response = await fetch(`${WORKER_URL}/medusa/store/regions?fields=id`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-powered-by')).toBeNull()
    const body = (await response.json()) as { regions: { id: string }[] }
    expect(body.regions.length).toBeGreaterThan(0)
  })

  it('forwards auth errors of Medusa unchanged', async () => {
    const response = await fetch(
      `${WORKER_URL}/medusa/auth/customer/emailpass`,
      json({ email: 'niemand@example.com', password: 'falsch' }, { 'cf-connecting-ip': clientIp() }),
    )
    expect(response.status).toBe(401)
  })

  it('serves static files of Medusa', async () => {
    const products = (await (await fetch(`${WORKER_URL}/api/products/de/de?limit=50`)).json()) as { products: { thumbnail: string | null }[] }
    const src = products.products.map((p) => p.thumbnail).find((t) => t?.startsWith('/medusa/static/'))
    expect(src).toBeDefined()
    const image = await fetch(`${WORKER_URL}${src}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it('refuses what Medusa would answer with an error page of its own: other methods, undecodable paths', async () => {
    for (const method of ['PUT', 'PATCH', 'PROPFIND']) {
      const response = await fetch(`${WORKER_URL}/medusa/store/carts/cart_x`, { method, headers: { ...SAME_ORIGIN, cookie: 'locale=en' } })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST, DELETE')
      expect(((await response.json()) as { message: string }).message).toBe(`The shop's API answers GET, HEAD, POST, DELETE, not ${method}.`)
    }
    const german = await fetch(`${WORKER_URL}/medusa/store/carts/cart_x`, { method: 'PUT', headers: { ...SAME_ORIGIN, cookie: 'locale=de' } })
    expect(((await german.json()) as { message: string }).message).toBe('Die Schnittstelle des Shops beantwortet GET, HEAD, POST, DELETE, nicht PUT.')
    for (const path of ['/medusa/store/carts/%%', '/medusa/store/products/%ff%fe', '/admin/api/admin/products/%E0%A4%A']) {
      const response = await fetch(`${WORKER_URL}${path}`, { headers: { 'accept-language': 'en' } })
      expect(response.status, path).toBe(400)
      expect(((await response.json()) as { message: string }).message, path).toMatch(/is not valid percent-encoded UTF-8/)
    }
  })

  it('no longer passes the admin API or staff sign-in: those live at /admin/api', async () => {
    for (const path of ['/medusa/admin/users/me', '/medusa/admin/products']) {
      const response = await fetch(`${WORKER_URL}${path}`, { headers: { 'accept-language': 'en' } })
      expect(response.status, path).toBe(404)
      expect(((await response.json()) as { message: string }).message, path).toBe(`The shop's API has no ${path} here.`)
    }
    const staffLogin = await fetch(`${WORKER_URL}/medusa/auth/user/emailpass`, json(adminCredentials()))
    expect(staffLogin.status).toBe(404)
    expect((await fetch(`${WORKER_URL}/medusa/health`)).status).toBe(404)
  })

  // written byte for byte: fetch's own URL parser would resolve `..` before sending, and hide the attack
  it('refuses paths spelled to leave the surface (encoded backslash, slash or dot) with a 400 before Medusa sees them', async () => {
    const english = { origin: WORKER_URL, 'accept-language': 'en', 'content-type': 'application/json' }
    for (const path of [
      '/medusa/store/..%5chealth',
      '/medusa/store/..%5cadmin/users',
      '/medusa/store/..%5Cauth/user/emailpass/register',
      '/medusa/store/%2e%2e%5c%2e%2e%5cadmin/users',
      '/medusa/store/..%2fadmin/users',
      '/medusa/store/%252e%252e/admin/users',
      '/medusa/static/..%5c..%5cadmin/users',
      '/admin/api/admin/..%5cstore/customers/me',
      '/admin/api/static/..%5cauth/customer/emailpass',
    ]) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await rawRequest(WORKER_URL, method, path, english, method === 'POST' ? '{}' : undefined)
        expect(answer.status, `${method} ${path}`).toBe(400)
        expect(answer.body, path).toMatch(/is refused: it contains a backslash, an encoded slash, backslash or dot, or a dot segment/)
      }
    }
    // what the WHATWG parser resolves by itself arrives resolved, and then lies off the surface: the worker's 404 (or a page)
    for (const path of ['/medusa/store/..\\health', '/medusa/store/../admin/users', '/medusa/store/%2e%2e/auth/user/emailpass']) {
      const answer = await rawRequest(WORKER_URL, 'POST', path, english, '{}')
      expect([404, 405], path).toContain(answer.status)
    }
  })

  it('never signs staff in through the customer surface, however the path is spelled', async () => {
    const credentials = JSON.stringify(adminCredentials())
    const headers = { origin: WORKER_URL, 'content-type': 'application/json', 'cf-connecting-ip': clientIp() }
    for (const path of [
      '/medusa/auth/user/emailpass',
      '/medusa/store/..%5cauth/user/emailpass',
      '/medusa/store/..%5c..%5cauth/user/emailpass',
      '/medusa/auth/customer/..%5cuser/emailpass',
      '/medusa/static/%2e%2e%2fauth/user/emailpass',
      '/medusa/store/..\\auth/user/emailpass',
    ]) {
      const answer = await rawRequest(WORKER_URL, 'POST', path, headers, credentials)
      expect([400, 404], path).toContain(answer.status)
      expect(answer.head, path).not.toMatch(/set-cookie/i)
      expect(answer.body, path).not.toMatch(/token/)
    }
  })
})

describe('errors of Medusa through the pass-throughs', () => {
  const MEDUSA_URL = (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, '')
  /** The answer as the browser reads it: status, type, body text; the rewritten ones never show Medusa's HTML. */
  async function answer(path: string, init: RequestInit = {}) {
    const response = await fetch(`${WORKER_URL}${path}`, init)
    const text = await response.text()
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      poweredBy: response.headers.get('x-powered-by'),
      text,
      body: JSON.parse(text) as Record<string, unknown>,
    }
  }

  it('answers an unknown Medusa route with a JSON 404 and a message in the visitor’s language, not Express’s HTML page', async () => {
    const english = await answer('/medusa/store/nothing', { headers: { cookie: 'locale=en' } })
    expect(english.status).toBe(404)
    expect(english.type).toMatch(/^application\/json/)
    expect(english.poweredBy).toBeNull()
    expect(english.body).toEqual({ message: "Not found in the shop's API: GET /medusa/store/nothing" })
    expect(english.text).not.toMatch(/<|Cannot GET/)
    const german = await answer('/medusa/store/nothing', { headers: { cookie: 'locale=de' } })
    expect(german.body).toEqual({ message: 'In der Schnittstelle des Shops nicht gefunden: GET /medusa/store/nothing' })
    // without the shop's cookie the browser's language decides; German is the shop's default
    expect((await answer('/medusa/store/nothing', { headers: { 'accept-language': 'en-GB,en;q=0.8' } })).body.message).toMatch(/^Not found in the shop's API/)
    expect((await answer('/medusa/store/nothing', { headers: { 'accept-language': 'fr-FR' } })).body.message).toMatch(
      /^In der Schnittstelle des Shops nicht gefunden/,
    )
  })

  it('does the same for a POST and for a missing file on both surfaces', async () => {
    const post = await answer('/medusa/store/nothing', json({}, { cookie: 'locale=en' }))
    expect(post.status).toBe(404)
    expect(post.body).toEqual({ message: "Not found in the shop's API: POST /medusa/store/nothing" })
    for (const path of ['/medusa/static/nope-4711.jpg', '/admin/api/static/nope-4711.jpg']) {
      const file = await answer(path, { headers: { cookie: 'locale=en' } })
      expect(file.status, path).toBe(404)
      expect(file.type, path).toMatch(/^application\/json/)
      expect(file.body, path).toEqual({ message: `Not found in the shop's API: GET ${path}` })
    }
  })

  it('passes Medusa’s own JSON 404 through unchanged', async () => {
    const through = await answer('/medusa/store/products/prod_nope', { headers: { cookie: 'locale=en' } })
    const direct = await fetch(`${MEDUSA_URL}/store/products/prod_nope`, { headers: { 'x-publishable-api-key': process.env.MEDUSA_PUBLISHABLE_KEY ?? '' } })
    expect(direct.status).toBe(404)
    expect(through.status).toBe(404)
    expect(through.type).toMatch(/^application\/json/)
    expect(through.text).toBe(await direct.text())
    expect(through.body).toMatchObject({ type: 'not_found', message: expect.stringMatching(/prod_nope/) })
  })

  it('answers Google sign-in without Google credentials in the back end with a JSON 404 in the visitor’s language', async () => {
    const ip = clientIp()
    const start = await answer(
      '/medusa/auth/customer/google',
      json({ callback_url: `${WORKER_URL}/de/auth/google/callback` }, { cookie: 'locale=de', 'cf-connecting-ip': ip }),
    )
    expect(start.status).toBe(404)
    expect(start.type).toMatch(/^application\/json/)
    expect(start.body).toEqual({ type: 'not_found', message: 'Die Anmeldung mit Google ist nicht verfügbar.' })
    const callback = await answer('/medusa/auth/customer/google/callback?code=x&state=y', { headers: { cookie: 'locale=en', 'cf-connecting-ip': ip } })
    expect(callback.status).toBe(404)
    expect(callback.body).toEqual({ type: 'not_found', message: 'Sign-in with Google is not available.' })
    const get = await answer('/medusa/auth/customer/google', { headers: { 'accept-language': 'en', 'cf-connecting-ip': ip } })
    expect(get.status).toBe(404)
    expect(get.body.message).toBe('Sign-in with Google is not available.')
    // the list the storefront shows its Google button by is still Medusa's own, without Google
    const { providers } = (await answer('/medusa/auth/customer/providers')).body as { providers: { id: string }[] }
    expect(providers.map((provider) => provider.id)).toEqual(['emailpass'])
  })
})

describe('same origin for unsafe methods on both pass-throughs', () => {
  const attempts: [string, Record<string, string>][] = [
    ['no Origin at all', {}],
    ['another site', { origin: 'https://evil.example' }],
    ['another site by Fetch Metadata', { 'sec-fetch-site': 'cross-site', origin: WORKER_URL }],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['an opaque origin', { origin: 'null' }],
  ]
  it.each(attempts)('refuses a POST from %s with 403 and a message, before Medusa sees it', async (_, headers) => {
    for (const path of ['/medusa/store/carts', '/medusa/auth/customer/emailpass', '/admin/api/auth/user/emailpass', '/admin/api/admin/products']) {
      const response = await fetch(`${WORKER_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' })
      expect(response.status, path).toBe(403)
      expect(((await response.json()) as { message: string }).message, path).toMatch(/must come from the shop's own pages/)
    }
  })
  it('lets the shop’s own pages through, by Origin or by Fetch Metadata; reads need neither', async () => {
    const byOrigin = await fetch(`${WORKER_URL}/medusa/store/carts`, json({}))
    expect(byOrigin.status).not.toBe(403)
    const byMetadata = await fetch(`${WORKER_URL}/medusa/store/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{}',
    })
    expect(byMetadata.status).not.toBe(403)
    expect((await fetch(`${WORKER_URL}/medusa/store/regions?fields=id`, { headers: { origin: 'https://evil.example' } })).status).toBe(200)
  })
})

describe('staff and customer sessions', () => {
  it('gives staff a session cookie of their own under /admin: HttpOnly, SameSite=Strict, Secure in a secure context', async () => {
    const session = await staffSession()
    expect(session.status).toBe(200)
    const cookie = cookieOf(session, 'admin.sid')!
    expect(cookie).toMatch(/^admin\.sid=s%3A[^;]+; Path=\/admin;/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Strict/)
    // localhost is a secure context for browsers, so the shop counts as https there (as in production)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).not.toMatch(/Domain=/i)
    expect(cookieOf(session, 'connect.sid')).toBeUndefined()
    const me = await fetch(`${WORKER_URL}/admin/api/admin/users/me`, { headers: { cookie: cookie.split(';')[0] } })
    expect(me.status).toBe(200)
    expect(me.headers.get('x-powered-by')).toBeNull()
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(adminCredentials().email)
    expect((await fetch(`${WORKER_URL}/admin/api/admin/users/me`)).status).toBe(401)
  })

  it('gives customers Medusa’s session cookie at / with SameSite=Lax (never None) and HttpOnly', async () => {
    const { email, session } = await customerSession()
    const cookie = cookieOf(session, 'connect.sid')!
    expect(cookie).toMatch(/^connect\.sid=s%3A[^;]+; Path=\/;/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).not.toMatch(/SameSite=None/i)
    const me = await fetch(`${WORKER_URL}/medusa/store/customers/me`, { headers: { cookie: cookie.split(';')[0] } })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { customer: { email: string } }).customer.email).toBe(email)
  })

  it('keeps both apart when one browser holds both cookies: each surface sees only its own', async () => {
    const staff = cookieOf(await staffSession(), 'admin.sid')!.split(';')[0]
    const { email, session } = await customerSession()
    const customer = cookieOf(session, 'connect.sid')!.split(';')[0]
    const both = `${customer}; ${staff}; cart_id=cart_x; country_code=de`
    const staffMe = await fetch(`${WORKER_URL}/admin/api/admin/users/me`, { headers: { cookie: both } })
    expect(((await staffMe.json()) as { user: { email: string } }).user.email).toBe(adminCredentials().email)
    const customerMe = await fetch(`${WORKER_URL}/medusa/store/customers/me`, { headers: { cookie: both } })
    expect(((await customerMe.json()) as { customer: { email: string } }).customer.email).toBe(email)
    // the customer's session is no key to the admin API, whatever name it is sent under
    expect((await fetch(`${WORKER_URL}/admin/api/admin/users/me`, { headers: { cookie: customer } })).status).toBe(401)
    expect((await fetch(`${WORKER_URL}/admin/api/admin/users/me`, { headers: { cookie: customer.replace('connect.sid', 'admin.sid') } })).status).toBe(401)
    // signing the customer out leaves the staff session alone, and the other way round
    const logout = await fetch(`${WORKER_URL}/medusa/auth/session`, { method: 'DELETE', headers: { cookie: both, ...SAME_ORIGIN } })
    expect(logout.status).toBe(200)
    expect((await fetch(`${WORKER_URL}/medusa/store/customers/me`, { headers: { cookie: customer } })).status).toBe(401)
    expect((await fetch(`${WORKER_URL}/admin/api/admin/users/me`, { headers: { cookie: staff } })).status).toBe(200)
  })
})
