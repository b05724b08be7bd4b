import { beforeAll, describe, expect, it } from 'vitest'
import { mailsTo } from '../../e2e/mail-inbox'
import { call, json, login, placeOrder, registerCustomer, uniqueEmail, type Session } from '../../e2e/customer-fixture'

/** The account's back-end routes against the real Medusa, through the worker's pass-through, signed in with the session cookie. */

type Errors = { message: string; errors: Record<string, string> }
const ADDRESS = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', postal_code: '75175', city: 'Pforzheim', country_code: 'de', metadata: { title: 'Werkstatt', vat_id: 'DE123456789' } }

async function problem(response: Response): Promise<Errors & { status: number }> {
  return { status: response.status, ...((await response.json()) as Errors) }
}

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
    const { customer: created } = await json<{ customer: { addresses: { id: string; metadata: Record<string, unknown> }[] } }>(post('?fields=*addresses', ADDRESS))
    const address = created.addresses[0]!
    expect(address.metadata).toMatchObject({ title: 'Werkstatt', vat_id: 'DE123456789' })
    const edit = await problem(await post(`/${address.id}`, { postal_code: '1010' }))
    expect(edit.status).toBe(400)
    expect(edit.errors).toEqual({ postal_code: 'zip' })
    await json(post(`/${address.id}`, { country_code: 'at', postal_code: '1010', city: 'Wien', is_default_shipping: true, is_default_billing: true }))
    const { customer: me } = await json<{ customer: { default_shipping_address_id: string | null; addresses: { id: string; city: string; is_default_billing: boolean }[] } }>(
      call('/store/customers/me?fields=*addresses,+default_shipping_address_id', { cookie: customer.cookie }),
    )
    expect(me.addresses).toMatchObject([{ id: address.id, city: 'Wien', is_default_billing: true }])
    const other = await registerCustomer('addresses-other')
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
    expect((await call('/store/customers/me/password', { body: { current_password: customer.password, new_password: 'Neues-Passwort-2026' } })).status).toBe(401)
    expect((await change({ current_password: customer.password, new_password: 'Neues-Passwort-2026' })).status).toBe(200)
    await expect(login(customer.email, customer.password)).rejects.toThrow(/401/)
    expect(await login(customer.email, 'Neues-Passwort-2026')).toMatch(/^connect\.sid=/)
  })

  it('changes the sign-in address only with the password, never to a taken one', async () => {
    const customer = await registerCustomer('email')
    const other = await registerCustomer('email-taken')
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
})

describe('order transfer', () => {
  /** The accept or decline link of the transfer mail for one order (each request mails its own). */
  async function waitForLink(email: string, kind: 'accept' | 'decline', orderId: string) {
    for (let i = 0; i < 60; i++) {
      for (const mail of await mailsTo(email, { subject: /Kundenkonto|customer account/ })) {
        const href = mail.links.find((link) => link.href.includes(`/order/transfer/${orderId}/${kind}?`))?.href
        if (href) return { orderId, token: new URL(href).searchParams.get('token')! }
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    throw new Error(`no transfer mail for ${orderId}`)
  }
  const orders = async (session: Session) =>
    (await json<{ orders: { id: string }[] }>(call('/store/orders?fields=id&limit=50', { cookie: session.cookie }))).orders.map((order) => order.id)

  it('lets a customer claim a guest order of their address; the mailed link accepts it, or declines it', async () => {
    // guest orders from before the account (later guest orders with a registered address join the account at once: Medusa's rule)
    const email = uniqueEmail('transfer')
    const accepted = await placeOrder(null, { email })
    const declined = await placeOrder(null, { email })
    const customer = await registerCustomer('transfer', undefined, email)
    expect(await orders(customer)).toEqual([])
    for (const order of [accepted, declined]) {
      const { order: found } = await json<{ order: { id: string } }>(call(`/store/customers/me/claimable-orders?display_id=${order.display_id}`, { cookie: customer.cookie }))
      expect(found.id).toBe(order.id)
      expect((await call(`/store/orders/${order.id}/transfer/request`, { cookie: customer.cookie, body: {} })).status).toBe(200)
    }
    const accept = await waitForLink(customer.email, 'accept', accepted.id)
    expect((await call(`/store/orders/${accepted.id}/transfer/accept`, { body: { token: accept.token } })).status).toBe(200)
    const decline = await waitForLink(customer.email, 'decline', declined.id)
    expect((await call(`/store/orders/${declined.id}/transfer/decline`, { body: { token: decline.token } })).status).toBe(200)
    const mine = await orders(customer)
    expect(mine).toContain(accepted.id)
    expect(mine).not.toContain(declined.id)
  })

  it("tells nobody about orders of other addresses or of accounts (404), and checks the number's shape (400)", async () => {
    const customer = await registerCustomer('transfer-other')
    const foreign = await placeOrder(null, { email: uniqueEmail('transfer-foreign') })
    expect((await call(`/store/customers/me/claimable-orders?display_id=${foreign.display_id}`, { cookie: customer.cookie })).status).toBe(404)
    expect((await call(`/store/orders/${foreign.id}/transfer/request`, { cookie: customer.cookie, body: {} })).status).toBe(404)
    expect((await call('/store/customers/me/claimable-orders?display_id=abc', { cookie: customer.cookie })).status).toBe(400)
    const own = await placeOrder(customer)
    expect((await call(`/store/customers/me/claimable-orders?display_id=${own.display_id}`, { cookie: customer.cookie })).status).toBe(404)
  })
})
