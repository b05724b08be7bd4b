import { createHash } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, ERIKA, json, placeOrder, registerCustomer, type Session } from '../../e2e/customer-fixture'
import { markPaid, markPaidAndShip, ship } from '../../e2e/order-steps'
import { PATIENCE_MS } from '../../e2e/patience'
import { pdfText } from '../../e2e/pdf-text'
import { roundCents as cents } from '../../rules/money'

/** Invoices against the real Medusa: issued when the order ships, printed from its data, the same bytes for ever, gap-free numbers. */

type Line = { total: number; tax_total: number; tax_lines: { rate: number }[] }
type Order = {
  id: string
  display_id: number
  currency_code: string
  total: number
  tax_total: number
  items: (Line & { quantity: number })[]
  shipping_methods: Line[]
}

const ORDER_FIELDS = 'id,display_id,currency_code,total,tax_total,*items,*items.tax_lines,*shipping_methods,*shipping_methods.tax_lines'

async function download(orderId: string, cookie?: string) {
  return call(`/store/orders/${orderId}/invoice`, { cookie })
}

/** The invoice once the shipment's subscriber has issued it (it runs after Medusa answered the shipment). */
async function issuedInvoice(orderId: string, cookie: string): Promise<Response> {
  const deadline = Date.now() + PATIENCE_MS
  for (;;) {
    const response = await download(orderId, cookie)
    if (response.status !== 404 || Date.now() > deadline) return response
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** A prepaid order as the shop runs it: placed, the transfer booked, shipped. */
async function shippedOrder(session: Session, options: Parameters<typeof placeOrder>[1] = {}) {
  const placed = await placeOrder(session, options)
  await markPaidAndShip(placed.id)
  return placed
}

const textOf = (pdf: Buffer) => pdfText(pdf)

const money = (locale: string, currency: string) => (value: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(value).replace(/[\u00a0\u202f]/g, ' ')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Net, VAT and gross per rate, from Medusa's own lines (items and shipping). */
function byRate(order: Order) {
  const groups = new Map<number, { net: number; tax: number }>()
  for (const line of [...order.items, ...order.shipping_methods]) {
    const rate = line.tax_lines.reduce((sum, tax) => sum + Number(tax.rate), 0)
    const group = groups.get(rate) ?? { net: 0, tax: 0 }
    group.net = cents(group.net + Number(line.total) - Number(line.tax_total))
    group.tax = cents(group.tax + Number(line.tax_total))
    groups.set(rate, group)
  }
  return groups
}

describe('invoices (real Medusa, pdf-parse)', () => {
  let owner: Session
  let stranger: Session
  beforeAll(async () => {
    ;[owner, stranger] = await Promise.all([registerCustomer('invoice-owner'), registerCustomer('invoice-stranger', { first_name: 'Max', last_name: 'Fremd' })])
  })
  // A shipped German order of two pieces, made by the first test that needs it: the tests that only read its invoice
  // and who may see it share it (downloading an invoice changes nothing), so the shop ships one order, not three.
  let germanOrder: ReturnType<typeof shippedOrder> | undefined
  const shippedGermanOrder = () => (germanOrder ??= shippedOrder(owner, { quantity: 2, locale: 'de' }))

  it('is issued when the order ships, not when it is placed, with the shipping date as delivery date', async () => {
    const placed = await placeOrder(owner, { locale: 'de' })
    const before = await download(placed.id, owner.cookie)
    expect(before.status).toBe(404)
    expect(((await before.json()) as { message: string }).message).toMatch(/versandt|ships/)
    await markPaid(placed.id)
    expect((await download(placed.id, owner.cookie)).status).toBe(404)
    const shippedOn = new Date().toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' })
    await ship(placed.id)
    const response = await issuedInvoice(placed.id, owner.cookie)
    expect(response.status).toBe(200)
    const text = await textOf(Buffer.from(await response.arrayBuffer()))
    expect(text).toMatch(new RegExp(`Lieferdatum\\s+${escapeRegExp(shippedOn)}`))
    expect(text).toContain('Das Liefer- und Leistungsdatum entspricht dem Versanddatum.')
    // paid before it shipped: the invoice says the money arrived and asks for none
    expect(text).toContain('Der Rechnungsbetrag ist per Überweisung bei uns eingegangen.')
    expect(text).not.toMatch(/IBAN/)
  })

  it('prints number, seller, buyer, tax per rate and totals of the order as Medusa holds it (German order)', async () => {
    const placed = await shippedGermanOrder()
    const response = await issuedInvoice(placed.id, owner.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toContain('no-store')
    const number = response.headers.get('x-invoice-number')!
    expect(number).toMatch(/^RE-\d{6}$/)
    expect(response.headers.get('content-disposition')).toContain(`Rechnung-${number}.pdf`)
    const text = await textOf(Buffer.from(await response.arrayBuffer()))
    const { order } = await json<{ order: Order }>(call(`/store/orders/${placed.id}?fields=${ORDER_FIELDS}`, { cookie: owner.cookie }))
    const eur = money('de-DE', order.currency_code)

    expect(text).toContain(`Rechnung ${number}`)
    expect(text).toMatch(/Juwelier Aurelia GmbH/)
    expect(text).toMatch(/USt-IdNr\. DE/)
    for (const line of [ERIKA.company!, `${ERIKA.first_name} ${ERIKA.last_name}`, ERIKA.address_1, `${ERIKA.postal_code} ${ERIKA.city}`])
      expect(text).toContain(line)
    // the country by its name, not its code
    expect(text).toContain(`${ERIKA.postal_code} ${ERIKA.city}\nDeutschland`)
    expect(text).not.toMatch(/^DE$/m)
    expect(text).toMatch(new RegExp(`Bestellnummer\\s+${order.display_id}\\b`))
    expect(text).toMatch(/Rechnungsdatum\s+\d{2}\.\d{2}\.\d{4}/)
    expect(text).toMatch(/Lieferdatum/)
    expect(text).toMatch(/1 E2E Testartikel \(Einheit\) 2 /)
    const groups = byRate(order)
    expect(groups.size).toBeGreaterThan(0)
    for (const [rate, group] of groups) {
      const percent = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(rate)
      expect(text).toMatch(new RegExp(`Netto zu ${escapeRegExp(percent)} %\\s+${escapeRegExp(eur(group.net))}`))
      expect(text).toMatch(new RegExp(`Umsatzsteuer ${escapeRegExp(percent)} %\\s+${escapeRegExp(eur(group.tax))}`))
    }
    expect(text).toMatch(new RegExp(`Nettobetrag\\s+${escapeRegExp(eur(cents(order.total - order.tax_total)))}`))
    expect(text).toMatch(new RegExp(`Rechnungsbetrag \\(brutto\\)\\s+${escapeRegExp(eur(order.total))}`))
    expect(text).toContain('Der Rechnungsbetrag ist per Überweisung bei uns eingegangen.')
  })

  it('is written in English for an English order', async () => {
    const placed = await shippedOrder(owner, { locale: 'en', address: { ...ERIKA, company: undefined } })
    const response = await issuedInvoice(placed.id, owner.cookie)
    expect(response.status).toBe(200)
    const number = response.headers.get('x-invoice-number')!
    expect(response.headers.get('content-disposition')).toContain(`Invoice-${number}.pdf`)
    const text = await textOf(Buffer.from(await response.arrayBuffer()))
    const { order } = await json<{ order: Order }>(call(`/store/orders/${placed.id}?fields=${ORDER_FIELDS}`, { cookie: owner.cookie }))
    expect(text).toContain(`Invoice ${number}`)
    expect(text).toMatch(/Delivery date/)
    expect(text).toMatch(new RegExp(`Invoice total \\(gross\\)\\s+${escapeRegExp(money('en-GB', order.currency_code)(order.total))}`))
    expect(text).not.toMatch(/Rechnung|Umsatzsteuer|Deutschland/)
    expect(text).toContain(`${ERIKA.postal_code} ${ERIKA.city}\nGermany`)
    expect(text).toContain('E2E test item')
  })

  it('answers the same bytes on every download', async () => {
    const placed = await shippedGermanOrder()
    expect((await issuedInvoice(placed.id, owner.cookie)).status).toBe(200)
    const hashes = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await download(placed.id, owner.cookie)
        expect(response.status).toBe(200)
        return createHash('sha256')
          .update(Buffer.from(await response.arrayBuffer()))
          .digest('hex')
      }),
    )
    const later = createHash('sha256')
      .update(Buffer.from(await (await download(placed.id, owner.cookie)).arrayBuffer()))
      .digest('hex')
    expect(new Set([...hashes, later]).size).toBe(1)
  })

  it("keeps another customer's order and invoice as unknown as a missing one (404), and asks the anonymous to sign in", async () => {
    const placed = await shippedGermanOrder()
    expect((await issuedInvoice(placed.id, owner.cookie)).status).toBe(200)
    expect((await call(`/store/orders/${placed.id}`, { cookie: owner.cookie })).status).toBe(200)
    expect((await call(`/store/orders/${placed.id}`, { cookie: stranger.cookie })).status).toBe(404)
    expect((await download(placed.id, stranger.cookie)).status).toBe(404)
    expect((await call(`/store/orders/${placed.id}`)).status).toBe(404)
    expect((await download(placed.id)).status).toBe(401)
    expect((await download('order_doesnotexist', owner.cookie)).status).toBe(404)
  })

  describe('numbers', () => {
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    beforeAll(() => db.connect())
    afterAll(() => db.end())

    it('10 orders shipped at once get 10 distinct invoice numbers, and the series stays without gaps', async () => {
      // placed five at a time (what is tested is the shipping at once; ten checkouts at once only queue on Medusa's
      // one thread, past the worker's deadline on a busy host)
      const orders: Awaited<ReturnType<typeof placeOrder>>[] = []
      while (orders.length < 10) orders.push(...(await Promise.all(Array.from({ length: 5 }, () => placeOrder(owner)))))
      await Promise.all(orders.map((order) => markPaidAndShip(order.id)))
      const numbers = await Promise.all(
        orders.map(async (order) => {
          const response = await issuedInvoice(order.id, owner.cookie)
          expect(response.status).toBe(200)
          return Number(response.headers.get('x-invoice-number')!.slice(3))
        }),
      )
      expect(new Set(numbers).size).toBe(10)
      // other tests issue invoices at the same time: every number between ours belongs to exactly one invoice
      const { rows } = await db.query<{ count: string; distinct: string; max: number }>(
        'select count(*) as count, count(distinct "number") as distinct, max("number") as max from "invoice" where "deleted_at" is null',
      )
      expect(Number(rows[0]!.count)).toBe(Number(rows[0]!.distinct))
      expect(Number(rows[0]!.count)).toBe(rows[0]!.max)
      const { rows: ours } = await db.query<{ number: number; order_id: string }>(
        'select "number", "order_id" from "invoice" where "number" = any($1::int[])',
        [numbers],
      )
      expect(ours.map((row) => row.order_id).sort()).toEqual(orders.map((order) => order.id).sort())
    }, 240_000)
  })
})
