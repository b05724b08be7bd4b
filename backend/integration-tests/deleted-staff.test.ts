import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { admin, call, fromClient, MEDUSA_URL, ok, sql } from './helpers'

// A deleted member of staff is out at once (src/api/auth/deleted-staff.ts): Medusa's deletion removes the user before
// the sign-in identity, and a token or session names its user until it expires, so neither may let them in.

const PASSWORD = 'Werkstatt-1995!'
const unique = () => `geloescht-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
const login = (email: string, password = PASSWORD) =>
  call<{ token?: string; message?: string }>('/auth/user/emailpass', { body: { email, password }, headers: fromClient() })

/** A member of staff as an invitation makes one, signed in twice: with a bearer token and with a cookie session. */
async function staffMember() {
  const email = unique()
  const { invite } = await ok(admin<{ invite: { token: string } }>('/invites', { body: { email, metadata: { locale: 'en' } } }), 'invite')
  const query = `?token=${encodeURIComponent(invite.token)}`
  const { token: registered } = await ok(
    call<{ token: string }>(`/auth/user/emailpass/register${query}`, { body: { email, password: PASSWORD }, headers: fromClient() }),
    'register',
  )
  const { user } = await ok(
    call<{ user: { id: string } }>(`/admin/invites/accept${query}`, {
      body: { first_name: 'Ida', last_name: 'Gold' },
      headers: { authorization: `Bearer ${registered}` },
    }),
    'accept',
  )
  const { token } = await ok(login(email), 'sign-in')
  // as the worker asks for it: Medusa sets its Secure session cookie only for https
  const session = await fetch(`${MEDUSA_URL}/auth/session`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-proto': 'https' } })
  expect(session.status).toBe(200)
  const cookie = session.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('connect.sid='))
  expect(cookie, 'a session cookie').toBeDefined()
  const credentials = { bearer: { authorization: `Bearer ${token}` }, session: { cookie: cookie! } }
  return { email, userId: user.id, credentials }
}

const ADMIN_READS = [
  '/admin/products?limit=1&fields=id',
  '/admin/orders?limit=1&fields=id',
  '/admin/customers?limit=1&fields=id',
  '/admin/users?limit=1&fields=id',
  '/admin/stores?fields=id',
]
const statusOf = async (path: string, headers: Record<string, string>) => (await call(path, { headers })).status

/** Every generated pairing of what they hold and a back-office read is refused. */
async function expectLockedOut(credentials: Record<string, Record<string, string>>) {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...Object.keys(credentials)), fc.constantFrom(...ADMIN_READS), async (held, path) => {
      expect(await statusOf(path, credentials[held]), `${held} on ${path}`).toBe(401)
    }),
    { numRuns: 15 },
  )
}

describe('a deleted member of staff', () => {
  it('can neither sign in nor use the token or session they held once the back office deleted them', async () => {
    const { email, userId, credentials } = await staffMember()
    for (const headers of Object.values(credentials)) expect(await statusOf(ADMIN_READS[0], headers)).toBe(200)
    await ok(admin(`/users/${userId}`, { method: 'DELETE' }), 'delete the member')
    const signIn = await login(email)
    expect(signIn.status).toBe(401)
    expect(signIn.body.message).toBe('Invalid email or password')
    await expectLockedOut(credentials)
  })

  it("is out already between the user's deletion and the identity's, and answers like a wrong password", async () => {
    const { email, userId, credentials } = await staffMember()
    // the state Medusa's deletion workflow passes through: the user deleted, the identity still linked to it
    await sql('update "user" set deleted_at = now() where id = $1', [userId])
    try {
      const [deleted, wrong] = await Promise.all([login(email), login(email, 'Falsches-Passwort-1')])
      expect(deleted).toEqual(wrong)
      expect(deleted.status).toBe(401)
      await expectLockedOut(credentials)
    } finally {
      await sql('update "user" set deleted_at = null where id = $1', [userId])
    }
    // the refusal follows the database, nothing remembered: restored, the member is in again, until deleted for good
    expect(await statusOf(ADMIN_READS[0], credentials.bearer)).toBe(200)
    await ok(admin(`/users/${userId}`, { method: 'DELETE' }), 'delete the member')
    expect((await login(email)).status).toBe(401)
  })

  it('leaves other staff, and sign-in bodies of any shape, as they were: never a 500', async () => {
    expect(await statusOf(ADMIN_READS[0], {})).toBe(401)
    expect((await admin(ADMIN_READS[0].replace('/admin', ''))).status).toBe(200)
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.emailAddress(), fc.constant('')), async (email) => {
        const answer = await call('/auth/user/emailpass', { body: { email, password: PASSWORD }, headers: fromClient() })
        expect([400, 401]).toContain(answer.status)
      }),
      { numRuns: 25 },
    )
  })
})
