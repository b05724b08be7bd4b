import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, json, placeOrder, registerCustomer, type Session } from '../../e2e/customer-fixture'
import { waitForMail } from '../../e2e/mail-inbox'
import { markPaid, markPaidAndShip, refund, staffCall } from '../../e2e/order-steps'
import { PATIENCE_MS } from '../../e2e/patience'
import { pdfText } from '../../e2e/pdf-text'
import type { OrderDocuments } from './invoice-href'

/** Credit notes against the real Medusa: one per refund of an invoiced order, numbered without gaps, in the customer's account. */

const textOf = (pdf: Buffer) => pdfText(pdf)

/** The order's documents as the account page asks for them, once `ready` says they are complete. */
async function documentsOf(orderId: string, cookie: string, ready: (documents: OrderDocuments) => boolean): Promise<OrderDocuments> {
  const deadline = Date.now() + PATIENCE_MS
  for (;;) {
    const documents = await json<OrderDocuments>(call(`/store/orders/${orderId}/documents`, { cookie }))
    if (ready(documents) || Date.now() > deadline) return documents
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function shippedOrder(session: Session, locale: 'de' | 'en' = 'de') {
  const placed = await placeOrder(session, { locale })
  await markPaidAndShip(placed.id)
  await documentsOf(placed.id, session.cookie, (documents) => documents.invoice !== null)
  return placed
}

describe('credit notes (real Medusa, pdf-parse)', () => {
  let owner: Session
  let stranger: Session
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  beforeAll(async () => {
    ;[owner, stranger] = await Promise.all([registerCustomer('credit-owner'), registerCustomer('credit-stranger'), db.connect()])
  })
  afterAll(() => db.end())
  // A shipped German and a shipped English order, each made by the first test that needs it: a refund issues a note
  // of its own, so the tests that refund take turns on them rather than ship an order each
  let german: ReturnType<typeof shippedOrder> | undefined
  let english: ReturnType<typeof shippedOrder> | undefined
  const germanOrder = () => (german ??= shippedOrder(owner))
  const englishOrder = () => (english ??= shippedOrder(owner, 'en'))
  const noteIds = async (orderId: string) => (await documentsOf(orderId, owner.cookie, () => true)).credit_notes.map((note) => note.id)

  it('a refund of a shipped order issues a credit note referring to the invoice; the account lists and downloads it, nobody else', async () => {
    const placed = await germanOrder()
    const before = await documentsOf(placed.id, owner.cookie, () => true)
    expect(before.credit_notes).toEqual([])
    await refund(placed.id, 4.5, 'Kratzer am Verschluss')
    const documents = await documentsOf(placed.id, owner.cookie, (found) => found.credit_notes.length > 0)
    expect(documents.credit_notes).toHaveLength(1)
    const [note] = documents.credit_notes
    expect(note).toMatchObject({ number: expect.stringMatching(/^RK-\d{6}$/), amount: 4.5, invoice_number: documents.invoice!.number })

    const response = await call(`/store/orders/${placed.id}/credit-notes/${note!.id}`, { cookie: owner.cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(`Rechnungskorrektur-${note!.number}.pdf`)
    const text = await textOf(Buffer.from(await response.arrayBuffer()))
    expect(text).toContain(`Rechnungskorrektur ${note!.number}`)
    expect(text).toMatch(new RegExp(`Korrigiert Rechnung\\s+${documents.invoice!.number}`))
    expect(text).toContain('Erstattungsbetrag (brutto) 4,50 €')
    expect(text).toContain('Kratzer am Verschluss')

    // the invoice itself never changes
    const invoice = await call(`/store/orders/${placed.id}/invoice`, { cookie: owner.cookie })
    expect(invoice.headers.get('x-invoice-number')).toBe(documents.invoice!.number)

    expect((await call(`/store/orders/${placed.id}/credit-notes/${note!.id}`, { cookie: stranger.cookie })).status).toBe(404)
    expect((await call(`/store/orders/${placed.id}/documents`, { cookie: stranger.cookie })).status).toBe(404)
    expect((await call(`/store/orders/${placed.id}/credit-notes/${note!.id}`)).status).toBe(401)
    expect((await call(`/store/orders/${placed.id}/credit-notes/cn_nothere`, { cookie: owner.cookie })).status).toBe(404)
    // staff download the same document
    const staffCopy = await staffCall(`/orders/${placed.id}/credit-notes/${note!.id}`)
    expect(staffCopy.status).toBe(200)
    expect((await staffCall(`/orders/${placed.id}/documents`)).status).toBe(200)
  })

  it('is written in English for an English order', async () => {
    const placed = await englishOrder()
    await refund(placed.id, 3)
    const [note] = (await documentsOf(placed.id, owner.cookie, (found) => found.credit_notes.length > 0)).credit_notes
    const response = await call(`/store/orders/${placed.id}/credit-notes/${note!.id}`, { cookie: owner.cookie })
    expect(response.headers.get('content-disposition')).toContain(`Credit-note-${note!.number}.pdf`)
    const text = await textOf(Buffer.from(await response.arrayBuffer()))
    expect(text).toContain(`Credit note ${note!.number}`)
    expect(text).not.toMatch(/Rechnung/)
  })

  it('two refunds at once get two consecutive numbers, and the series stays without gaps', async () => {
    const orders = await Promise.all([germanOrder(), englishOrder()])
    const earlier = await Promise.all(orders.map((order) => noteIds(order.id)))
    await Promise.all(orders.map((order) => refund(order.id, 2)))
    const numbers = await Promise.all(
      orders.map(async (order, index) => {
        const fresh = (found: OrderDocuments) => found.credit_notes.filter((note) => !earlier[index]!.includes(note.id))
        const [note] = fresh(await documentsOf(order.id, owner.cookie, (found) => fresh(found).length > 0))
        return Number(note!.number.slice(3))
      }),
    )
    expect(new Set(numbers).size).toBe(2)
    // other tests issue credit notes at the same time: every number up to the highest belongs to exactly one, and the
    // counter stands at the highest — read in one statement, so no note issued in between sits in one reading only
    const { rows } = await db.query<{ count: string; distinct: string; max: number; counter: number }>(
      `select count(*) as count, count(distinct "number") as distinct, max("number") as max,
        (select "value" from "invoice_number_counter" where "series" = 'credit_note') as counter
      from "credit_note" where "deleted_at" is null`,
    )
    expect(Number(rows[0]!.count)).toBe(Number(rows[0]!.distinct))
    expect(Number(rows[0]!.count)).toBe(rows[0]!.max)
    expect(rows[0]!.counter).toBe(rows[0]!.max)
  }, 120_000)

  it('a refund before the order shipped corrects no invoice: no credit note', async () => {
    const early = await registerCustomer('credit-early')
    const placed = await placeOrder(early)
    await markPaid(placed.id)
    await refund(placed.id, 1)
    // the refund's mail is the sign its subscriber has run
    const mail = await waitForMail(early.email, { subject: 'Erstattung' })
    expect(mail.attachments).toEqual([])
    const documents = await documentsOf(placed.id, early.cookie, () => true)
    expect(documents).toEqual({ invoice: null, credit_notes: [] })
  })
})
