import { afterAll, describe, expect, it } from 'vitest'
import { admin, call, fromClient, ok, store } from './helpers'

type Inbox = {
  waitForMail: (to: string, options?: { subject?: string }) => Promise<{ links: { href: string }[] }>
  mailsTo: (to: string, match?: { subject?: string }) => Promise<unknown[]>
  linkIn: (mail: unknown, pattern: string) => string
}
// the mail catcher's helpers (MAIL_API_URL) are an ES module of the root; the back end's TypeScript is CommonJS
const inbox = () => import(`${'../../e2e/mail-inbox'}`) as Promise<Inbox>
const waitForMail: Inbox['waitForMail'] = async (...args) => (await inbox()).waitForMail(...args)
const mailsTo: Inbox['mailsTo'] = async (...args) => (await inbox()).mailsTo(...args)

// One password rule (passwordProblem, src/lib/address-rules.ts) for every identity and every way a password is set
// (src/api/auth/password-rule.ts); a reset request of the customers' surface mails customer accounts only, and the
// reset check answers only about them (src/api/auth/reset-own-surface.ts).

const PASSWORD = 'Werkstatt-1995!'
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
const GERMAN = { 'x-shop-locale': 'de' }
const CUSTOMER_SUBJECT = 'Ihr neues Passwort bei Juwelier Aurelia'

const users: string[] = []
afterAll(async () => {
  await Promise.all(users.map((id) => admin(`/users/${id}`, { method: 'DELETE' })))
})

/** A member of staff as an invitation makes one. */
async function staffMember() {
  const email = unique('personal')
  const { invite } = await ok(admin<{ invite: { token: string } }>('/invites', { body: { email, metadata: { locale: 'de' } } }), 'invite')
  const { token } = await ok(
    call<{ token: string }>(`/auth/user/emailpass/register?token=${encodeURIComponent(invite.token)}`, {
      body: { email, password: PASSWORD },
      headers: fromClient(),
    }),
    'staff identity',
  )
  const { user } = await ok(
    call<{ user: { id: string } }>(`/admin/invites/accept?token=${encodeURIComponent(invite.token)}`, {
      body: { first_name: 'Ida', last_name: 'Gold' },
      headers: { authorization: `Bearer ${token}` },
    }),
    'accept',
  )
  users.push(user.id)
  return email
}
async function customerAccount(email = unique('kundin')) {
  const { token } = await ok(
    call<{ token: string }>('/auth/customer/emailpass/register', { body: { email, password: PASSWORD }, headers: fromClient() }),
    'customer identity',
  )
  await ok(store('/customers', { body: { email, first_name: 'Ida', last_name: 'Kundin' }, headers: { authorization: `Bearer ${token}` } }), 'customer')
  return email
}
const customerReset = (identifier: string) =>
  call('/auth/customer/emailpass/reset-password', { body: { identifier, metadata: { country_code: 'de' } }, headers: fromClient() })
const signIn = (actor: 'customer' | 'user', email: string, password: string) =>
  call(`/auth/${actor}/emailpass`, { body: { email, password }, headers: fromClient() })
const resetCheck = (email: string) =>
  store<{ known: boolean; needsPasswordReset: boolean }>('/password-reset-check', { body: { email }, headers: fromClient() })

describe('one password rule for every identity', () => {
  it("refuses a one-letter password at customer registration, in the shop's language, and keeps no identity", async () => {
    const email = unique('kurz')
    const answer = await call('/auth/customer/emailpass/register', { body: { email, password: 'a' }, headers: { ...fromClient(), ...GERMAN } })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.')
    expect((await signIn('customer', email, 'a')).status).toBe(401)
  })

  it("holds for a reset link of the customers' surface, also for an address that is staff too", async () => {
    const email = await staffMember()
    // the member of staff shops too: the same identity signs in as a customer
    const { token } = await ok(signIn('customer', email, PASSWORD), 'customer sign-in')
    await ok(store('/customers', { body: { email, first_name: 'Ida', last_name: 'Gold' }, headers: { authorization: `Bearer ${token}` } }), 'customer')
    expect((await customerReset(email)).status).toBe(201)
    const link = new URL((await inbox()).linkIn(await waitForMail(email, { subject: CUSTOMER_SUBJECT }), '/reset-password'))
    const resetToken = link.searchParams.get('token')!
    const short = await call('/auth/customer/emailpass/update', { body: { password: 'x' }, headers: { authorization: `Bearer ${resetToken}`, ...GERMAN } })
    expect(short.status).toBe(400)
    expect(short.body.message).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.')
    expect((await signIn('user', email, 'x')).status).toBe(401)
    expect((await signIn('user', email, PASSWORD)).status).toBe(200)
    // the link is not used up by the refusal: a password of the rule is taken
    expect(
      (await call('/auth/customer/emailpass/update', { body: { password: 'Neu-und-lang-2026' }, headers: { authorization: `Bearer ${resetToken}` } })).status,
    ).toBe(200)
    expect((await signIn('customer', email, 'Neu-und-lang-2026')).status).toBe(200)
  })
})

describe("staff addresses on the customers' surface", () => {
  it('mails no customer-styled reset link to a member of staff, and answers as for any other address', async () => {
    const staff = await staffMember()
    const customer = await customerAccount()
    const nobody = unique('niemand')
    const answers = await Promise.all([customerReset(staff), customerReset(customer), customerReset(nobody)])
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(Array(3).fill({ status: 201, body: 'Created' }))
    // the customer's mail arrives; by then the staff's would have too
    await waitForMail(customer, { subject: CUSTOMER_SUBJECT })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    // (the staff's only mail is the invitation)
    expect(await mailsTo(staff, { subject: CUSTOMER_SUBJECT })).toEqual([])
    expect(await mailsTo(nobody)).toEqual([])
  })

  it('the reset check answers only about customer accounts: a staff address is unknown', async () => {
    const staff = await staffMember()
    const customer = await customerAccount()
    expect((await ok(resetCheck(staff), 'check staff')).known).toBe(false)
    expect((await ok(resetCheck(unique('niemand')), 'check nobody')).known).toBe(false)
    expect((await ok(resetCheck(customer), 'check customer')).known).toBe(true)
  })
})
