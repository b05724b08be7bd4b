import { describe, expect, it } from 'vitest'
import { admin, call, eventually, fromClient, sql, store } from './helpers'

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`
const contact = {
  name: 'Anna Schmidt',
  message: 'Ich interessiere mich für einen Verlobungsring in Gold 750.',
  consent: true,
  locale: 'de',
  country_code: 'DE',
}

async function sendMessage(email: string, subject: string) {
  const { status, body } = await store('/contact-messages', { body: { ...contact, email, subject }, headers: fromClient() })
  expect(status).toBe(201)
  return body.contact_message.id as string
}

describe('admin contact messages: read, search, mark answered, delete', () => {
  it('finds a message by a part of name, address or subject and filters by state', async () => {
    const email = unique('suche')
    const id = await sendMessage(email, `Trauringe 100%_${email.slice(6, 20)}`)
    for (const q of [email.slice(0, 12).toUpperCase(), `100%_${email.slice(6, 20)}`]) {
      const { status, body } = await admin(`/contact-messages?q=${encodeURIComponent(q)}&status[]=new`)
      expect(status, q).toBe(200)
      expect(
        body.contact_messages.map((m: { id: string }) => m.id),
        q,
      ).toContain(id)
    }
    // `%` and `_` are letters of the search, not wildcards
    expect((await admin(`/contact-messages?q=${encodeURIComponent(`100__${email.slice(6, 20)}`)}`)).body.count).toBe(0)
    expect((await admin(`/contact-messages?email=${encodeURIComponent(email)}&status=answered`)).body.count).toBe(0)
  })

  it('reads one message and marks it answered with who and when, once', async () => {
    const email = unique('antwort')
    const id = await sendMessage(email, 'Gravur')
    const read = await admin(`/contact-messages/${id}`)
    expect(read.status).toBe(200)
    expect(read.body.contact_message).toMatchObject({ id, email, subject: 'Gravur', status: 'new', answered_at: null, answered_by: null })
    const before = Date.now()
    const marked = await admin(`/contact-messages/${id}/mark-answered`, { method: 'POST', body: {} })
    expect(marked.status).toBe(200)
    expect(marked.body.contact_message).toMatchObject({ id, status: 'answered', answered_by: expect.stringContaining('@') })
    expect(new Date(marked.body.contact_message.answered_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const again = await admin(`/contact-messages/${id}/mark-answered`, { method: 'POST', body: {} })
    expect(again.body.contact_message.answered_at).toBe(marked.body.contact_message.answered_at)
    expect((await admin(`/contact-messages?email=${encodeURIComponent(email)}&status=answered`)).body.count).toBe(1)
  })

  it('deletes a message for good', async () => {
    const id = await sendMessage(unique('loeschen'), 'Bitte löschen')
    const deleted = await admin(`/contact-messages/${id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ id, object: 'contact_message', deleted: true })
    expect(await sql('select id from contact_message where id = $1', [id])).toEqual([])
    expect((await admin(`/contact-messages/${id}`)).status).toBe(404)
  })

  it('answers 404 with a message to an unknown id, 400 to input it does not take, 401 without staff', async () => {
    for (const [method, path] of [
      ['GET', '/contact-messages/cmsg_unbekannt'],
      ['DELETE', '/contact-messages/cmsg_unbekannt'],
      ['POST', '/contact-messages/cmsg_unbekannt/mark-answered'],
    ]) {
      const answer = await admin(path, { method, body: method === 'POST' ? {} : undefined })
      expect(answer.status, path).toBe(404)
      expect(answer.body.message, path).toMatch(/was not found/)
    }
    const id = await sendMessage(unique('body'), 'Body')
    const bad = await admin(`/contact-messages/${id}/mark-answered`, { method: 'POST', body: { answered_by: 'jemand' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^Invalid input/)
    for (const query of ['order=message', 'status[]=new&status[]=gelesen', 'q=' + 'x'.repeat(201)]) {
      const answer = await admin(`/contact-messages?${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.body.message, query).toMatch(/^Invalid input/)
    }
    expect((await call(`/admin/contact-messages/${id}`)).status).toBe(401)
    expect((await call(`/admin/contact-messages/${id}`, { method: 'DELETE' })).status).toBe(401)
  })
})

describe('admin newsletter subscribers: list with state, search, delete', () => {
  const subscribe = async (email: string) =>
    expect((await store('/newsletter/subscribe', { body: { email, consent: true, locale: 'de' }, headers: fromClient() })).status).toBe(200)

  it('finds a subscriber by a part of the address, with its state, and deletes it for good', async () => {
    const email = unique('abo')
    await subscribe(email)
    const found = await admin(`/newsletter-subscribers?q=${encodeURIComponent(email.slice(0, 14))}&status=pending&limit=200&order=email`)
    expect(found.status).toBe(200)
    const subscriber = found.body.newsletter_subscribers.find((row: { email: string }) => row.email === email)
    expect(subscriber).toMatchObject({ email, status: 'pending', locale: 'de' })
    expect((await admin(`/newsletter-subscribers?email=${encodeURIComponent(email)}&status[]=subscribed&status[]=unsubscribed`)).body.count).toBe(0)
    expect((await admin(`/newsletter-subscribers/${subscriber.id}`)).body.newsletter_subscriber).toMatchObject({ id: subscriber.id, email })
    const deleted = await admin(`/newsletter-subscribers/${subscriber.id}`, { method: 'DELETE' })
    expect(deleted.body).toEqual({ id: subscriber.id, object: 'newsletter_subscriber', deleted: true })
    expect(await sql('select id from newsletter_subscriber where email = $1', [email])).toEqual([])
    expect((await admin(`/newsletter-subscribers/${subscriber.id}`, { method: 'DELETE' })).status).toBe(404)
  })

  it('answers 400 with a message to a bad query', async () => {
    for (const query of ['status=confirmed', 'order=token', 'limit=201']) {
      const answer = await admin(`/newsletter-subscribers?${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.body.message, query).toMatch(/^Invalid input/)
    }
  })
})

describe('GET /admin/customers/:id/wishlist', () => {
  it("lists the customer's wishlist products as the catalogue has them, a deleted one by its stored title", async () => {
    const { body: products } = await admin('/products?limit=2&fields=id,title,handle,thumbnail,status&status[]=published')
    const [first, second] = products.products
    const wishlist = [{ id: second.id, title: 'alt' }, { id: 'prod_geloescht', title: 'Alter Ring', thumbnail: '/static/alt.jpg' }, { id: first.id }, 'kaputt']
    const created = await admin('/customers', { body: { email: unique('wunsch'), metadata: { wishlist } } })
    expect(created.status).toBe(200)
    const { status, body } = await admin(`/customers/${created.body.customer.id}/wishlist`)
    expect(status).toBe(200)
    expect(body.count).toBe(3)
    expect(body.wishlist).toEqual([
      { id: second.id, title: second.title, handle: second.handle, thumbnail: second.thumbnail, status: 'published', deleted: false },
      { id: 'prod_geloescht', title: 'Alter Ring', handle: null, thumbnail: '/static/alt.jpg', status: null, deleted: true },
      { id: first.id, title: first.title, handle: first.handle, thumbnail: first.thumbnail, status: 'published', deleted: false },
    ])
  })

  it('is empty without a wishlist and 404 for an unknown customer', async () => {
    const created = await admin('/customers', { body: { email: unique('leer') } })
    expect((await admin(`/customers/${created.body.customer.id}/wishlist`)).body).toEqual({ wishlist: [], count: 0 })
    const unknown = await admin('/customers/cus_unbekannt/wishlist')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(/was not found/)
  })
})

describe('sent mails in GET /admin/notifications', () => {
  it('keeps recipient, template, data and the mail as it was sent, found by recipient', async () => {
    const email = unique('mail')
    await store('/newsletter/subscribe', { body: { email, consent: true, locale: 'en', country_code: 'GB' }, headers: fromClient() })
    const notification = await eventually(
      async () => {
        const { body } = await admin(`/notifications?channel=email&q=${encodeURIComponent(email)}&fields=id,to,template,status,data,created_at`)
        return body.notifications?.[0]
      },
      { what: "the confirmation mail's notification" },
    )
    expect(notification).toMatchObject({ to: email, template: 'newsletter-confirmation', status: 'success', data: { locale: 'en' } })
    expect(notification.data.mail.subject).toEqual(expect.any(String))
    expect(notification.data.mail.html).toMatch(/<html/i)
    expect(notification.data.mail.text).toContain('/newsletter/confirm?token=')
    const one = await admin(`/notifications/${notification.id}`)
    expect(one.body.notification.data.mail).toEqual(notification.data.mail)
  })
})
