import { createHmac, randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { admin, call, fromClient, ok, sql, stackEnv, store } from './helpers'

// Staff join by invitation only (src/api/auth/staff-by-invitation.ts): a staff identity is registered only for an
// open invite under its address, and only that identity can accept it. Whatever a client sends otherwise, no
// identity and no user come of it.

const PASSWORD = 'Werkstatt-1995!'
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
const withToken = (path: string, token?: string) => (token === undefined ? path : `${path}?token=${encodeURIComponent(token)}`)

const register = (email: unknown, token?: string, password: unknown = PASSWORD) =>
  call<{ token?: string; message?: string }>(withToken('/auth/user/emailpass/register', token), {
    body: { email, password },
    headers: { ...fromClient(), 'accept-language': 'en' },
  })
const accept = (token: string | undefined, bearer: string, body: Record<string, unknown> = { first_name: 'Ida', last_name: 'Gold' }) =>
  call<{ user?: { id: string; email: string }; message?: string }>(withToken('/admin/invites/accept', token), {
    body,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': 'en' },
  })
const login = (email: string, password = PASSWORD) => call<{ token?: string }>('/auth/user/emailpass', { body: { email, password }, headers: fromClient() })

// every invite a test makes is deleted afterwards (an accepted one is gone already)
const made: string[] = []
afterAll(async () => {
  await Promise.all(made.map((id) => admin(`/invites/${id}`, { method: 'DELETE' })))
})

async function invite(email = unique('einladung')) {
  const { invite } = await ok(
    admin<{ invite: { id: string; token: string; email: string } }>('/invites', { body: { email, metadata: { locale: 'en' } } }),
    'create invite',
  )
  made.push(invite.id)
  return invite
}
/** A customer account (identity and customer) of an address, as the storefront's registration makes one. */
async function customerAccount(email: string) {
  const { token } = await ok(
    call<{ token: string }>('/auth/customer/emailpass/register', { body: { email, password: PASSWORD }, headers: fromClient() }),
    'customer identity',
  )
  await ok(store('/customers', { body: { email, first_name: 'Ida', last_name: 'Kundin' }, headers: { authorization: `Bearer ${token}` } }), 'customer')
}
const identityOf = async (email: string) => (await sql('select id from provider_identity where entity_id = $1 and deleted_at is null', [email])).length
const userOf = async (email: string) => (await sql('select id from "user" where email = $1 and deleted_at is null', [email])).length

/** An HS256 token as Medusa signs its own, with any payload and secret. */
function jwt(payload: Record<string, unknown>, secret: string) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iat: Math.floor(Date.now() / 1000), jti: randomUUID(), ...payload })}`
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}
const SECRET = stackEnv('JWT_SECRET') ?? ''

describe('joining the staff by invitation', () => {
  it("registers the invited address with the invite's token, accepts with that identity, signs in; the token is used up", async () => {
    const open = await invite()
    const registered = await register(open.email, open.token)
    expect(registered.status).toBe(200)
    const accepted = await accept(open.token, registered.body.token!)
    expect(accepted.status).toBe(200)
    expect(accepted.body.user).toMatchObject({ email: open.email, first_name: 'Ida', last_name: 'Gold' })
    expect((await login(open.email)).status).toBe(200)
    // an accepted invite is gone: neither a second identity nor a second acceptance
    expect((await register(unique('zweite'), open.token)).status).toBe(404)
    expect((await accept(open.token, registered.body.token!)).status).toBe(404)
    await ok(admin(`/users/${accepted.body.user!.id}`, { method: 'DELETE' }), 'delete the new user')
  })

  it('lets an invitee who already has a customer account accept with that identity (its password)', async () => {
    const open = await invite()
    await customerAccount(open.email)
    // the address has an identity already: registering again says so, signing in gives a token without a user
    expect((await register(open.email, open.token)).status).toBe(401)
    const signedIn = await login(open.email)
    expect(signedIn.status).toBe(200)
    const accepted = await accept(open.token, signedIn.body.token!)
    expect(accepted.status).toBe(200)
    await ok(admin(`/users/${accepted.body.user!.id}`, { method: 'DELETE' }), 'delete the new user')
  })

  it('refuses a password the shop does not accept, and the invite stays open', async () => {
    const open = await invite()
    const short = await register(open.email, open.token, 'kurz')
    expect(short.status).toBe(400)
    expect(short.body.message).toBe('The password must be at least 8 characters long.')
    expect(await identityOf(open.email)).toBe(0)
    expect((await register(open.email, open.token)).status).toBe(200)
    await ok(admin(`/invites/${open.id}`, { method: 'DELETE' }), 'delete the invite')
  })
})

describe('no identity becomes staff without an open invite of its own', () => {
  /** After any refused attempt: no staff identity for the address tried, and no user. */
  async function expectNobody(email: string) {
    expect(await identityOf(email), `an identity for ${email}`).toBe(0)
    expect(await userOf(email), `a user for ${email}`).toBe(0)
  }

  it('registration: no token, a made-up one, a forged one or a well-signed token of no invite is a 404', async () => {
    const tokens = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 60 }),
      fc.base64String({ minLength: 20, maxLength: 200 }),
      // signed with another secret, naming an invite id
      fc
        .record({ id: fc.string({ minLength: 1, maxLength: 30 }), email: fc.emailAddress() })
        .map((payload) => jwt({ ...payload, exp: Math.floor(Date.now() / 1000) + 3600 }, 'not-the-shops-secret')),
      // signed with the shop's secret, but no such invite
      fc
        .emailAddress()
        .map((email) =>
          jwt({ id: `invite_${randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase()}`, email, exp: Math.floor(Date.now() / 1000) + 3600 }, SECRET),
        ),
    )
    await fc.assert(
      fc.asyncProperty(tokens, async (token) => {
        const email = unique('ohne-einladung')
        const answer = await register(email, token)
        expect(answer.status, JSON.stringify(answer.body)).toBe(404)
        await expectNobody(email)
      }),
      { numRuns: 30 },
    )
  })

  it("registration: an expired, accepted, replaced or deleted invite, or another address than the invite's, is refused", async () => {
    const cases = {
      expired: async () => {
        const open = await invite()
        await sql("update invite set expires_at = now() - interval '1 minute' where id = $1", [open.id])
        return { token: open.token, email: open.email }
      },
      accepted: async () => {
        const open = await invite()
        await sql('update invite set accepted = true where id = $1', [open.id])
        return { token: open.token, email: open.email }
      },
      replaced: async () => {
        const open = await invite()
        await ok(admin(`/invites/${open.id}/resend`, { method: 'POST' }), 'resend')
        return { token: open.token, email: open.email }
      },
      deleted: async () => {
        const open = await invite()
        await ok(admin(`/invites/${open.id}`, { method: 'DELETE' }), 'delete')
        return { token: open.token, email: open.email }
      },
      'another address': async () => ({ token: (await invite()).token, email: unique('jemand-anders') }),
      'the address in other letters': async () => {
        const open = await invite()
        return { token: open.token, email: open.email.toUpperCase() }
      },
    }
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...(Object.keys(cases) as (keyof typeof cases)[])), async (name) => {
        const { token, email } = await cases[name]()
        const answer = await register(email, token)
        expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400)
        expect(answer.body.token, name).toBeUndefined()
        await expectNobody(email)
      }),
      { numRuns: 12 },
    )
  })

  it("acceptance: only the identity of the invite's own address, with the invite's current token", async () => {
    // an identity without a user (a customer's address), signed in at the staff's sign-in
    const stranger = unique('kundin')
    await customerAccount(stranger)
    const { token: bearer } = await ok(login(stranger), 'sign in without a user')
    const open = await invite()
    const attempts: [string, string | undefined, Record<string, unknown>?][] = [
      ["another address's identity", open.token],
      ["another address's identity naming the invite's address", open.token, { email: open.email }],
      ['no token', undefined],
      ['a made-up token', 'abc'],
      ['a forged token', jwt({ id: open.id, email: stranger, exp: Math.floor(Date.now() / 1000) + 3600 }, 'not-the-shops-secret')],
    ]
    for (const [name, token, body] of attempts) {
      const answer = await accept(token, bearer!, body)
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400)
      expect(await userOf(stranger), name).toBe(0)
      expect(await userOf(open.email), name).toBe(0)
    }
    // the invite's own identity may not take another address either
    const own = await ok(register(open.email, open.token), 'register by the invite')
    const renamed = await accept(open.token, own.token!, { email: stranger, first_name: 'Ida' })
    expect(renamed.status).toBe(403)
    expect(renamed.body.message).toBe('This invitation is for another email address.')
    expect(await userOf(stranger)).toBe(0)
    await ok(admin(`/invites/${open.id}`, { method: 'DELETE' }), 'delete the invite')
  })
})

describe('invites and staff passwords', () => {
  it("refuses an invite to an address that has an account or an invite already, in the staff's language", async () => {
    const open = await invite()
    const again = await admin('/invites', { body: { email: open.email }, headers: { 'x-shop-locale': 'de' } })
    expect(again).toEqual({
      status: 400,
      body: { type: 'invalid_data', message: 'An diese E-Mail-Adresse ging schon eine Einladung: Senden Sie sie in der Liste der Einladungen erneut.' },
    })
    const member = await admin('/invites', { body: { email: stackEnv('ADMIN_EMAIL') }, headers: { 'x-shop-locale': 'en' } })
    expect(member).toEqual({ status: 400, body: { type: 'invalid_data', message: 'There is a staff account with this email address already.' } })
    await ok(admin(`/invites/${open.id}`, { method: 'DELETE' }), 'delete the invite')
  })

  it('hands no member of staff a reset token of another (POST /admin/users/{id}/reset-password is a 404)', async () => {
    const { users } = await ok(admin<{ users: { id: string }[] }>('/users?limit=1'), 'users')
    const answer = await admin<{ token?: string }>(`/users/${users[0].id}/reset-password`, { method: 'POST', headers: { 'x-shop-locale': 'en' } })
    expect(answer.status).toBe(404)
    expect(answer.body.token).toBeUndefined()
  })
})
