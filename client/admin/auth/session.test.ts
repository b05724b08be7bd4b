// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The sign-in rules of the back office (client/admin/README.md): a login answered with a `location` goes to the external provider and
 * stores nothing; a token is exchanged for a session and never kept in the browser; logout deletes the session and
 * always clears any client token. The answers are scripted per path; what the client sends is recorded.
 */
type Sent = { method: string; path: string; authorization: string | null; body: unknown }
const sent: Sent[] = []
let answers: Record<string, () => Response> = {}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const path = url.pathname.replace(/^\/admin\/api/, '')
    const headers = new Headers(init.headers)
    sent.push({
      method: init.method ?? 'GET',
      path: `${path}${url.search}`,
      authorization: headers.get('authorization'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    const answer = answers[`${init.method ?? 'GET'} ${path}`]
    return answer ? answer() : json({ message: 'not scripted' }, 500)
  })
})
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => {
  sent.splice(0)
  answers = {}
  localStorage.clear()
})

const { answerSecondFactor, login, logout, signedInUserId } = await import('./session')
const { acceptInvite, inviteOfToken } = await import('./invite-accept')
const { setNewPassword } = await import('./password-reset')

const TOKEN_KEY = 'medusa_auth_token'
const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`

describe('login', () => {
  it('with a location: the browser goes to the provider, no session is opened and no token stored', async () => {
    answers['POST /auth/user/emailpass'] = () => json({ location: 'https://accounts.example/authorize?x=1' })
    expect(await login('anna@example.com', 'geheim-1995')).toEqual({ location: 'https://accounts.example/authorize?x=1' })
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /auth/user/emailpass'])
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('with a token: exchanged for a session (the token as bearer of that one call), not kept', async () => {
    answers['POST /auth/user/emailpass'] = () => json({ token: 'login-token' })
    answers['POST /auth/session'] = () => json({ user: { id: 'user_1' } })
    expect(await login('anna@example.com', 'geheim-1995')).toEqual({ signedIn: true })
    expect(sent.map((request) => [request.method, request.path, request.authorization])).toEqual([
      ['POST', '/auth/user/emailpass', null],
      ['POST', '/auth/session', 'Bearer login-token'],
    ])
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('asked for a second factor: the half-open session waits for the code, which Medusa answers with the session of the member', async () => {
    answers['POST /auth/user/emailpass'] = () => json({ token: 'half', mfa_challenge: { id: 'c', methods: ['totp', 'recovery_code'] } })
    answers['POST /auth/session'] = () => json({})
    await expect(login('anna@example.com', 'geheim-1995')).resolves.toEqual({ secondFactor: { id: 'c', methods: ['totp', 'recovery_code'] } })
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/auth/session' })
    answers['POST /auth/mfa/challenges/c/verify'] = () => json({ token: 'full' })
    await answerSecondFactor({ id: 'c', methods: ['totp'] }, 'totp', ' 123 456 ')
    expect(sent.at(-2)).toMatchObject({ method: 'POST', path: '/auth/mfa/challenges/c/verify', body: { method: 'totp', code: '123456' } })
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/auth/session' })
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('asked for a step the shop has none of (a verification): ends the half-open session and fails', async () => {
    answers['POST /auth/user/emailpass'] = () => json({ token: 'half', verification_required: true, verification: { id: 'v' } })
    answers['POST /auth/session'] = () => json({})
    answers['DELETE /auth/session'] = () => json({ success: true })
    await expect(login('anna@example.com', 'geheim-1995')).rejects.toMatchObject({ status: 403 })
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/auth/session' })
  })

  it('wrong credentials: the 401 reaches the login page, nothing is stored', async () => {
    answers['POST /auth/user/emailpass'] = () => json({ message: 'Invalid email or password' }, 401)
    await expect(login('anna@example.com', 'falsch')).rejects.toMatchObject({ status: 401 })
    expect(sent).toHaveLength(1)
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  })
})

describe('logout', () => {
  it('deletes the session and clears a client token', async () => {
    localStorage.setItem(TOKEN_KEY, 'left-over')
    answers['DELETE /auth/session'] = () => json({ success: true })
    await logout()
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /auth/session'])
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(signedInUserId()).toBeUndefined()
  })

  it('clears the client token even when the session call fails', async () => {
    localStorage.setItem(TOKEN_KEY, 'left-over')
    answers['DELETE /auth/session'] = () => json({ message: 'down' }, 502)
    await expect(logout()).rejects.toMatchObject({ status: 502 })
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  })
})

describe('accepting an invitation', () => {
  const invite = jwt({ id: 'invite_1', email: 'neu@example.com', exp: Math.floor(Date.now() / 1000) + 3600 })
  const person = { email: 'neu@example.com', first_name: 'Ida', last_name: 'Gold', password: 'Werkstatt-1995' }

  it('reads the invited address and the deadline from the link', () => {
    expect(inviteOfToken(invite)).toEqual({ state: 'open', email: 'neu@example.com' })
    expect(inviteOfToken(jwt({ id: 'invite_1', email: 'neu@example.com', exp: 1 }))).toEqual({ state: 'expired', email: 'neu@example.com' })
    expect(inviteOfToken('kaputt')).toEqual({ state: 'missing' })
    expect(inviteOfToken(null)).toEqual({ state: 'missing' })
  })

  it('registers for the invite, accepts with the token in the query and the name in the body, then signs in; no token is kept', async () => {
    answers['POST /auth/user/emailpass/register'] = () => json({ token: 'identity-token' })
    answers['POST /admin/invites/accept'] = () => json({ user: { id: 'user_2' } })
    answers['POST /auth/user/emailpass'] = () => json({ token: 'login-token' })
    answers['POST /auth/session'] = () => json({})
    await acceptInvite(invite, person)
    expect(sent.map((request) => [request.method, request.path, request.authorization, request.body])).toEqual([
      ['POST', `/auth/user/emailpass/register?token=${encodeURIComponent(invite)}`, null, { email: 'neu@example.com', password: 'Werkstatt-1995' }],
      ['POST', `/admin/invites/accept?token=${invite}`, 'Bearer identity-token', { first_name: 'Ida', last_name: 'Gold' }],
      ['POST', '/auth/user/emailpass', null, { email: 'neu@example.com', password: 'Werkstatt-1995' }],
      ['POST', '/auth/session', 'Bearer login-token', undefined],
    ])
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('an address with an identity already (a customer account) accepts with that identity, signed into with its password', async () => {
    answers['POST /auth/user/emailpass/register'] = () => json({ message: 'Identity with email already exists' }, 401)
    answers['POST /auth/user/emailpass'] = () => json({ token: 'existing-token' })
    answers['POST /admin/invites/accept'] = () => json({ user: { id: 'user_2' } })
    answers['POST /auth/session'] = () => json({})
    await acceptInvite(invite, person)
    expect(sent.find((request) => request.path.startsWith('/admin/invites/accept'))?.authorization).toBe('Bearer existing-token')
  })

  it('tells an invite that is no longer valid, and a wrong password for an existing identity, apart', async () => {
    answers['POST /auth/user/emailpass/register'] = () => json({ type: 'not_found', message: 'no longer valid' }, 404)
    await expect(acceptInvite(invite, person)).rejects.toMatchObject({ reason: 'invalid' })
    answers['POST /auth/user/emailpass/register'] = () => json({ message: 'Identity with email already exists' }, 401)
    answers['POST /auth/user/emailpass'] = () => json({ message: 'Invalid email or password' }, 401)
    await expect(acceptInvite(invite, person)).rejects.toMatchObject({ reason: 'existing-password' })
    expect(sent.some((request) => request.path.startsWith('/admin/invites/accept'))).toBe(false)
  })
})

describe('a new password by the mailed link', () => {
  it('sends the token as bearer of the update alone and stores nothing', async () => {
    answers['POST /auth/user/emailpass/update'] = () => json({ success: true })
    await setNewPassword('reset-token', 'Werkstatt-2026')
    expect(sent).toEqual([{ method: 'POST', path: '/auth/user/emailpass/update', authorization: 'Bearer reset-token', body: { password: 'Werkstatt-2026' } }])
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  })
})
