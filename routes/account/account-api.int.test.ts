import { beforeAll, describe, expect, it } from 'vitest'
import { call, json, login, placeOrder, registerCustomer, type Session, uniqueEmail } from '../../e2e/customer-fixture'
import { mailsTo } from '../../e2e/mail-inbox'
import { PATIENCE_MS } from '../../e2e/patience'

/** The account's back-end routes against the real Medusa, through the worker's pass-through, signed in with the session cookie. */

type Errors = { message: string; errors: Record<string, string> }
const ADDRESS = {
  first_name: 'Erika',
  last_name: 'Mustermann',
  address_1: 'Goldgasse 1',
  postal_code: '75175',
  city: 'Pforzheim',
  country_code: 'de',
  metadata: { title: 'Werkstatt', vat_id: 'DE123456789' },
}

async function problem(response: Response): Promise<Errors & { status: number }> {
  return { status: response.status, ...((await response.json()) as Errors) }
}

/**
 * Another account, registered by the first test that needs one: whose address is taken, who cannot touch the
 * customer's address, whose own wrong password is not refused with the customer's. None of them changes it.
 */
let someoneElse: Promise<Session> | undefined
const otherAccount = () => (someoneElse ??= registerCustomer('account-other'))

describe('addresses (the checkout rules, one rule set)', () => {
  let customer: Session
  beforeAll(async () => {
    customer = await registerCustomer('addresses')
  })
  const post = (path: string, body: unknown, session = customer) => call(`/store/customers/me/addresses${path}`, { cookie: session.cookie, body })

  it('answers each bad field with its code and saves nothing', async () => {
    const bad = await problem(await post('', { ...ADDRESS, first_name: ' ', postal_code: '7517', phone: 'call me' }))
    expect(bad.status).toBe(400)
    expect(bad.errors).toEqual({ first_name: 'required', postal_code: 'zip', phone: 'phone' })
    expect(bad.message).toMatch(/not valid/)
    expect((await problem(await post('', { ...ADDRESS, country_code: 'zz' }))).errors).toEqual({ country_code: 'country' })
    const tooLong = await problem(await post('', { ...ADDRESS, city: 'x'.repeat(101) }))
    expect(tooLong.errors).toEqual({ city: 'tooLong' })
    const us = await problem(await post('', { ...ADDRESS, country_code: 'us', postal_code: '10001' }))
    expect(us.errors).toEqual({ province: 'required' })
    const { customer: me } = await json<{ customer: { addresses: unknown[] } }>(call('/store/customers/me?fields=*addresses', { cookie: customer.cookie }))
    expect(me.addresses).toEqual([])
  })

  it('creates, edits (checked as the address it would become), makes default and deletes', async () => {
    const { customer: created } = await json<{ customer: { addresses: { id: string; metadata: Record<string, unknown> }[] } }>(
      post('?fields=*addresses', ADDRESS),
    )
    const address = created.addresses[0]!
    expect(address.metadata).toMatchObject({ title: 'Werkstatt', vat_id: 'DE123456789' })
    const edit = await problem(await post(`/${address.id}`, { postal_code: '1010' }))
    expect(edit.status).toBe(400)
    expect(edit.errors).toEqual({ postal_code: 'zip' })
    await json(post(`/${address.id}`, { country_code: 'at', postal_code: '1010', city: 'Wien', is_default_shipping: true, is_default_billing: true }))
    const { customer: me } = await json<{
      customer: { default_shipping_address_id: string | null; addresses: { id: string; city: string; is_default_billing: boolean }[] }
    }>(call('/store/customers/me?fields=*addresses,+default_shipping_address_id', { cookie: customer.cookie }))
    expect(me.addresses).toMatchObject([{ id: address.id, city: 'Wien', is_default_billing: true }])
    const other = await otherAccount()
    expect((await post(`/${address.id}`, { city: 'Fremd' }, other)).status).toBe(404)
    expect((await call(`/store/customers/me/addresses/${address.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404)
    expect((await call(`/store/customers/me/addresses/${address.id}`, { method: 'DELETE', cookie: customer.cookie })).status).toBe(200)
    const { customer: after } = await json<{ customer: { addresses: unknown[] } }>(call('/store/customers/me?fields=*addresses', { cookie: customer.cookie }))
    expect(after.addresses).toEqual([])
  })
})

describe('password and email change', () => {
  it('changes the password only with the right current one', async () => {
    const customer = await registerCustomer('password')
    const change = (body: unknown) => call('/store/customers/me/password', { cookie: customer.cookie, body })
    const wrong = await problem(await change({ current_password: 'falsch-falsch', new_password: 'Neues-Passwort-2026' }))
    expect(wrong.status).toBe(400)
    expect(wrong.errors).toEqual({ current_password: 'wrong_password' })
    const short = await problem(await change({ current_password: customer.password, new_password: 'kurz' }))
    expect(short.errors).toEqual({ new_password: 'password' })
    const missing = await problem(await change({ new_password: 'Neues-Passwort-2026' }))
    expect(missing.errors).toEqual({ current_password: 'required' })
    expect((await call('/store/customers/me/password', { body: { current_password: customer.password, new_password: 'Neues-Passwort-2026' } })).status).toBe(
      401,
    )
    expect((await change({ current_password: customer.password, new_password: 'Neues-Passwort-2026' })).status).toBe(200)
    await expect(login(customer.email, customer.password)).rejects.toThrow(/401/)
    expect(await login(customer.email, 'Neues-Passwort-2026')).toMatch(/^connect\.sid=/)
  })

  it('changes the sign-in address only with the password, never to a taken one', async () => {
    const customer = await registerCustomer('email')
    const other = await otherAccount()
    const change = (body: unknown) => call('/store/customers/me/email', { cookie: customer.cookie, body })
    const next = uniqueEmail('email-new')
    expect((await problem(await change({ email: next }))).errors).toEqual({ password: 'required' })
    expect((await problem(await change({ email: next, password: 'falsch-falsch' }))).errors).toEqual({ password: 'wrong_password' })
    expect((await problem(await change({ email: 'kein-at-zeichen', password: customer.password }))).errors).toEqual({ email: 'email' })
    expect((await problem(await change({ email: other.email, password: customer.password }))).errors).toEqual({ email: 'taken' })
    const { customer: changed } = await json<{ customer: { email: string } }>(change({ email: next, password: customer.password }))
    expect(changed.email).toBe(next)
    await expect(login(customer.email, customer.password)).rejects.toThrow(/401/)
    expect(await login(next, customer.password)).toMatch(/^connect\.sid=/)
  })

  it('stops guessing with a signed-in session: ten wrong passwords per account in 15 minutes, both forms together', async () => {
    const customer = await registerCustomer('password-guess')
    const changePassword = (current: string) =>
      call('/store/customers/me/password', { cookie: customer.cookie, body: { current_password: current, new_password: 'Neues-Passwort-2026' } })
    const changeEmail = (password: string) =>
      call('/store/customers/me/email', { cookie: customer.cookie, body: { email: uniqueEmail('guess-new'), password } })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await changePassword(`falsch-${i}`)).status, (await changeEmail(`falsch-${i}`)).status)
    expect(statuses).toEqual(Array(10).fill(400))
    // even the right password is refused now, with the wait in the shop's words
    const refused = await changePassword(customer.password)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(((await refused.json()) as { message: string }).message).toMatch(/^(Zu viele Versuche|Too many attempts)/)
    expect((await changeEmail(customer.password)).status).toBe(429)
    // another account is not affected
    const other = await otherAccount()
    expect(
      (await call('/store/customers/me/password', { cookie: other.cookie, body: { current_password: 'falsch', new_password: 'Neues-Passwort-2026' } })).status,
    ).toBe(400)
  })

  it('forgives an account its mistakes once the password is right', async () => {
    const customer = await registerCustomer('password-typo')
    const change = (current: string, next: string) =>
      call('/store/customers/me/password', { cookie: customer.cookie, body: { current_password: current, new_password: next } })
    for (let i = 0; i < 9; i++) expect((await change('vertippt', 'Neues-Passwort-2026')).status).toBe(400)
    expect((await change(customer.password, 'Neues-Passwort-2026')).status).toBe(200)
    for (let i = 0; i < 9; i++) expect((await change('vertippt', 'Drittes-Passwort-2026')).status).toBe(400)
    expect((await change('Neues-Passwort-2026', 'Drittes-Passwort-2026')).status).toBe(200)
  })
})

describe('claiming a guest order (order transfer)', () => {
  /** The accept or decline link of the transfer mail for one order (each request mails its own). */
  async function waitForLink(email: string, kind: 'accept' | 'decline', orderId: string) {
    for (const deadline = Date.now() + PATIENCE_MS; Date.now() < deadline; ) {
      for (const mail of await mailsTo(email, { subject: /Kundenkonto|customer account/ })) {
        const href = mail.links.find((link) => link.href.includes(`/order/transfer/${orderId}/${kind}?`))?.href
        if (href) return { orderId, token: new URL(href).searchParams.get('token')!, mail }
      }
      // the mail catcher is asked, not Medusa: a short pause ends the wait soon after the mail arrives
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`no transfer mail for ${orderId}`)
  }
  const orders = async (session: Session) =>
    (await json<{ orders: { id: string }[] }>(call('/store/orders?fields=id&limit=50', { cookie: session.cookie }))).orders.map((order) => order.id)
  const claim = (session: Session, displayId: unknown) => call('/store/customers/me/order-claims', { cookie: session.cookie, body: { display_id: displayId } })

  it('mails the order’s own address, whose link accepts or declines; until then the account sees nothing of the order', async () => {
    const email = uniqueEmail('transfer')
    const accepted = await placeOrder(null, { email })
    const declined = await placeOrder(null, { email })
    const customer = await registerCustomer('transfer', undefined, email)
    expect(await orders(customer)).toEqual([])
    for (const order of [accepted, declined]) {
      const answer = await claim(customer, order.display_id)
      expect(answer.status).toBe(202)
      expect(await answer.json()).toEqual({ requested: true })
    }
    const accept = await waitForLink(email, 'accept', accepted.id)
    // the mail says plainly what happens, and to decline when the reader did not ask
    expect(accept.mail.text).toMatch(/Jeder kann ein Kundenkonto mit einer fremden E-Mail-Adresse anlegen/)
    expect(accept.mail.text).toMatch(new RegExp(`Bestellung Nr\\. ${accepted.display_id} vom`))
    expect(await orders(customer)).toEqual([])
    expect((await call(`/store/orders/${accepted.id}/transfer/accept`, { body: { token: accept.token } })).status).toBe(200)
    const decline = await waitForLink(email, 'decline', declined.id)
    expect((await call(`/store/orders/${declined.id}/transfer/decline`, { body: { token: decline.token } })).status).toBe(200)
    const mine = await orders(customer)
    expect(mine).toContain(accepted.id)
    expect(mine).not.toContain(declined.id)
  })

  it('answers the same for an unknown number, another address’s order and the account’s own, and mails nobody for them', async () => {
    const customer = await registerCustomer('transfer-other')
    const foreignEmail = uniqueEmail('transfer-foreign')
    const foreign = await placeOrder(null, { email: foreignEmail })
    const own = await placeOrder(customer)
    const answers = []
    for (const number of [foreign.display_id, own.display_id, 987654321]) {
      const answer = await claim(customer, number)
      answers.push({ status: answer.status, body: await answer.text() })
    }
    expect(answers).toEqual(Array(3).fill({ status: 202, body: '{"requested":true}' }))
    expect((await claim(customer, 'abc')).status).toBe(400)
    expect((await claim(customer, 0)).status).toBe(400)
    // Medusa's own route by id stays closed to orders of other addresses
    expect((await call(`/store/orders/${foreign.id}/transfer/request`, { cookie: customer.cookie, body: {} })).status).toBe(404)
    // a claim of the account's own guest order mails its address: once that mail is there, the others would be too
    const guestEmail = uniqueEmail('transfer-marker')
    const marker = await placeOrder(null, { email: guestEmail })
    const owner = await registerCustomer('transfer-marker', undefined, guestEmail)
    expect((await claim(owner, marker.display_id)).status).toBe(202)
    await waitForLink(guestEmail, 'accept', marker.id)
    expect(await mailsTo(foreignEmail, { subject: /Kundenkonto|customer account/ })).toEqual([])
    expect(await mailsTo(customer.email, { subject: /Kundenkonto|customer account/ })).toEqual([])
    // the old lookup that handed out order ids is gone
    expect((await call(`/store/customers/me/claimable-orders?display_id=${foreign.display_id}`, { cookie: customer.cookie })).status).toBe(404)
  })

  it('is rate-limited like sign-in: ten claims per account in 15 minutes', async () => {
    const customer = await registerCustomer('transfer-limit')
    for (let i = 0; i < 10; i++) expect((await claim(customer, 900000000 + i)).status).toBe(202)
    const refused = await claim(customer, 900000010)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { message: string }).message).toMatch(/Zu viele Versuche|Too many attempts/)
  })

  it('keeps a guest’s later orders out of an account someone registered with the guest’s address', async () => {
    const email = uniqueEmail('transfer-squatter')
    const squatter = await registerCustomer('transfer-squatter', undefined, email)
    // the owner of the address orders as a guest afterwards: Medusa would put that order into the account at once
    const order = await placeOrder(null, { email })
    expect(await orders(squatter)).toEqual([])
    // the account holder still gets nothing but the mailed question to the order's address
    expect((await claim(squatter, order.display_id)).status).toBe(202)
    await waitForLink(email, 'decline', order.id)
    expect(await orders(squatter)).toEqual([])
    // signed in at checkout, the order is the account's
    const signedIn = await placeOrder(squatter)
    expect(await orders(squatter)).toEqual([signedIn.id])
  })
})
