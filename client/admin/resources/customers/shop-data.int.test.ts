import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { uniqueClientAddress } from '../../../../worker/test/client-address'
import { signInAsStaff, unique, WORKER_URL } from '../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { actionsOf } = await import('../../engine/delete-action')
const { listQuery } = await import('../../engine/list-query')
const { exportRows, toCsv } = await import('../../engine/csv-export')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { adminTranslator, loadAdminDictionary } = await import('../../i18n')
const { contactMessages } = await import('./contact-messages')
const { newsletterSubscribers } = await import('./newsletter-subscribers')
const { customerWishlist } = await import('./customer-wishlist')

const ip = uniqueClientAddress()
/** What a visitor does on the shop's pages (the worker's /api/contact and /api/newsletter/subscribe), with its own client address. */
const visitor = (path: string, body: unknown) =>
  fetch(`${WORKER_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip }, body: JSON.stringify(body) })

async function messageFrom(email: string, subject: string) {
  const sent = await visitor('/api/contact', {
    name: 'Henriette Goldschmied',
    email,
    subject,
    message: 'Guten Tag, passt der Ring auch in Größe 54?',
    consent: true,
    locale: 'de',
    country_code: 'de',
  })
  expect(sent.status).toBe(201)
  const calls = callsOf(contactMessages)
  const { rows } = await calls.list(listQuery(contactMessages, { ...EMPTY_LIST_STATE, q: email }))
  expect(rows).toHaveLength(1)
  return rows[0]!
}

describe('contact messages (GET /admin/contact-messages, GET/DELETE …/{id}, POST …/{id}/mark-answered)', () => {
  it('finds a message by its sender, filters it by state, reads it and marks it answered through the row action', async () => {
    const email = `${unique('it-kontakt')}@example.com`
    const row = await messageFrom(email, 'Ringgröße')
    const calls = callsOf(contactMessages)
    const fresh = await calls.list(listQuery(contactMessages, { ...EMPTY_LIST_STATE, q: email, filters: { status: ['new'] } }))
    expect(fresh.rows.map((message) => message.id)).toEqual([row.id])
    const detail = await calls.retrieve(row.id)
    expect(detail).toMatchObject({ email, subject: 'Ringgröße', status: 'new', message: 'Guten Tag, passt der Ring auch in Größe 54?' })
    expect(contactMessages.title(detail, 'de')).toBe('Ringgröße')

    const markAnswered = contactMessages.list.rowActions!.find((action) => action.id === 'mark-answered')!
    expect(markAnswered.when!(detail)).toBe(true)
    await markAnswered.run([detail], {})
    const answered = await calls.retrieve(row.id)
    expect(answered).toMatchObject({ status: 'answered', answered_by: expect.stringContaining('@'), answered_at: expect.any(String) })
    expect(markAnswered.when!(answered)).toBe(false)
    expect((await calls.list(listQuery(contactMessages, { ...EMPTY_LIST_STATE, q: email, filters: { status: ['new'] } }))).count).toBe(0)
  })

  it('deletes a message for good through the row action', async () => {
    const email = `${unique('it-loeschen')}@example.com`
    const row = await messageFrom(email, 'Bitte löschen Sie meine Daten')
    await actionsOf(contactMessages)
      .row.find((action) => action.id === 'delete')!
      .run([row], {})
    await expect(callsOf(contactMessages).retrieve(row.id)).rejects.toMatchObject({ status: 404 })
    expect((await callsOf(contactMessages).list(listQuery(contactMessages, { ...EMPTY_LIST_STATE, q: email }))).count).toBe(0)
  })
})

describe('newsletter subscribers (GET /admin/newsletter-subscribers, DELETE …/{id})', () => {
  it('lists an address with its state, exports the view as CSV and deletes the subscriber for good', async () => {
    const email = `${unique('it-abo')}@example.com`
    expect((await visitor('/api/newsletter/subscribe', { email, consent: true, locale: 'en', country_code: 'gb' })).status).toBe(200)
    const calls = callsOf(newsletterSubscribers)
    const state = { ...EMPTY_LIST_STATE, q: email, filters: { status: ['pending'] } }
    const { rows } = await calls.list(listQuery(newsletterSubscribers, state))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email, status: 'pending', locale: 'en', country_code: 'gb' })

    const exported = await exportRows(newsletterSubscribers, state, new AbortController().signal, () => {})
    const csv = await toCsv(newsletterSubscribers, state, exported, { t: adminTranslator('de', await loadAdminDictionary('de')), locale: 'de' })
    const [header, line] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data
    expect(header!.slice(0, 5)).toEqual(['ID', 'E-Mail-Adresse', 'Status', 'Sprache', 'Land'])
    expect(line!.slice(0, 5)).toEqual([rows[0]!.id, email, 'wartet auf Bestätigung', 'en', 'GB'])

    await actionsOf(newsletterSubscribers)
      .bulk.find((action) => action.id === 'delete')!
      .run([rows[0]!], {})
    expect((await calls.list(listQuery(newsletterSubscribers, { ...EMPTY_LIST_STATE, q: email }))).count).toBe(0)
    await expect(calls.retrieve(rows[0]!.id)).rejects.toMatchObject({ status: 404 })
  })
})

describe("a customer's wishlist (GET /admin/customers/{id}/wishlist)", () => {
  it('lists the products of the list the shop keeps in the customer', async () => {
    const { products } = await request<{ products: { id: string; title: string; thumbnail: string | null }[] }>('/admin/products', {
      query: { limit: 1, fields: 'id,title,thumbnail', status: ['published'] },
    })
    const { customer } = await request<{ customer: { id: string } }>('/admin/customers', {
      method: 'POST',
      body: { email: `${unique('it-wunsch')}@example.com`, metadata: { wishlist: [{ id: products[0]!.id, title: 'alt' }] } },
    })
    const { wishlist, count } = await customerWishlist(customer.id)
    expect(count).toBe(1)
    expect(wishlist[0]).toMatchObject({ id: products[0]!.id, title: products[0]!.title, thumbnail: products[0]!.thumbnail, deleted: false })
  })
})
