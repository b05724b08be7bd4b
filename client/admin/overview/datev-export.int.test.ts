import { parse } from 'csv-parse/sync'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { admin, eventually, sql } from '../../../backend/integration-tests/helpers'
import { type Address, JANE, placeOrder, uniqueEmail } from '../../../e2e/customer-fixture'
import { markPaid, refund, ship, staff, staffCall } from '../../../e2e/order-steps'
import { shopDay } from '../../../rules/shop-days'

/**
 * The accountant's export against documents this test has issued (an invoice in euros with a credit note, an
 * invoice in pounds): the DATEV file parsed back, every document's lines summed against the document, and the ZIP's
 * PDFs the ones staff download. Other tests issue documents meanwhile, so every check is per document.
 */

type Documents = { invoice: { number: string } | null; credit_notes: { number: string; amount: number }[] }

async function invoicedOrder(address?: Address) {
  const order = await placeOrder(null, { email: uniqueEmail('datev'), quantity: 2, ...(address ? { address } : {}) })
  await markPaid(order.id)
  await ship(order.id)
  await eventually(async () => ((await staff<Documents>(`/orders/${order.id}/documents`)).invoice ? true : undefined), { what: 'the invoice' })
  return order
}

const cents = (value: number) => Math.round(value * 100)

describe('the DATEV export (GET /admin/accounting/datev and /documents, real Medusa and Postgres)', () => {
  it("books the month's invoices and credit notes, each summing to its document, and zips their PDFs", async () => {
    const [euro, pound] = await Promise.all([invoicedOrder(), invoicedOrder(JANE)])
    await refund(euro.id, 4.5)
    const documents = await eventually(
      async () => {
        const found = await staff<Documents>(`/orders/${euro.id}/documents`)
        return found.credit_notes.length ? found : undefined
      },
      { what: 'the credit note' },
    )
    const poundInvoice = (await staff<Documents>(`/orders/${pound.id}/documents`)).invoice!.number
    const month = shopDay(Date.now())!.slice(0, 7)

    const answer = await staffCall(`/accounting/datev?month=${month}`)
    expect(answer.status, answer.status === 200 ? '' : await answer.clone().text()).toBe(200)
    expect(answer.headers.get('content-disposition')).toContain(`EXTF_Buchungsstapel_${month}.csv`)
    const text = new TextDecoder('windows-1252').decode(await answer.arrayBuffer())
    const [header, columns, ...rows] = parse(text, { delimiter: ';', relax_column_count: true }) as string[][]
    expect(header!.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13'])
    expect(header![14]).toBe(`${month.replace('-', '')}01`)
    expect(columns!.slice(0, 2)).toEqual(['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen'])

    // every booked document, signed from the debtor's side (S owes, H given back), read back from the file
    const booked = new Map<string, { cents: number; accounts: Set<string>; currency: string }>()
    for (const [amount, side, currency, , , , account, contra, , , number] of rows) {
      expect(account).toBe('10000')
      const entry = booked.get(number!) ?? { cents: 0, accounts: new Set<string>(), currency: currency! }
      entry.cents += (side === 'S' ? 1 : -1) * cents(Number(amount!.replace(',', '.')))
      entry.accounts.add(contra!)
      booked.set(number!, entry)
    }
    const issued = [
      ...(await sql<{ number: string; gross: string }>(
        `select display_number as number, data->'totals'->>'gross' as gross from invoice where deleted_at is null`,
      )),
      ...(await sql<{ number: string; gross: string }>(
        `select display_number as number, -(cast(data->'totals'->>'gross' as numeric)) as gross from credit_note where deleted_at is null`,
      )),
    ]
    for (const [number, entry] of booked) {
      const document = issued.find((candidate) => candidate.number === number)
      expect(document, `${number} is an issued document`).toBeDefined()
      expect(entry.cents, `${number} sums to its document`).toBe(cents(Number(document!.gross)))
    }
    const euroInvoice = documents.invoice!.number
    const creditNote = documents.credit_notes[0]!.number
    expect(booked.get(euroInvoice)).toMatchObject({ currency: 'EUR', accounts: new Set(['8400']) })
    expect(booked.get(creditNote)).toMatchObject({ cents: -450, currency: 'EUR', accounts: new Set(['8400']) })
    expect(booked.get(poundInvoice)).toMatchObject({ currency: 'GBP', accounts: new Set(['8120']) })

    const zip = await staffCall(`/accounting/documents?month=${month}`)
    expect(zip.status).toBe(200)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    const staffCopy = Buffer.from(await (await staffCall(`/orders/${euro.id}/invoice`)).arrayBuffer())
    expect(Buffer.from(files[`Rechnung-${euroInvoice}.pdf`]!).equals(staffCopy)).toBe(true)
    expect(files[`Rechnungskorrektur-${creditNote}.pdf`]).toBeDefined()
    expect(files[`Rechnung-${poundInvoice}.pdf`]).toBeDefined()
    // two orders placed, paid, shipped and invoiced, one refunded: more steps than a single journey's
  }, 240_000)

  it('refuses a malformed month in the staff language', async () => {
    const answer = await admin('/accounting/datev?month=2026-13', { headers: { 'accept-language': 'de-DE' } })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain('JJJJ-MM')
    expect((await admin('/accounting/documents')).status).toBe(400)
  })

  it('keeps the accounts as settings, SKR03 by default, and refuses one that is not a number', async () => {
    const { accounts } = (await admin('/accounting/accounts')).body
    expect(accounts).toMatchObject({ debitor: expect.stringMatching(/^\d+$/), rates: { '19': expect.any(String), '7': expect.any(String) } })
    const refused = await admin('/accounting/accounts', { body: { ...accounts, export: 'Ausfuhr' }, headers: { 'accept-language': 'de-DE' } })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('export')
    const saved = await admin('/accounting/accounts', { body: accounts })
    expect(saved.status).toBe(200)
    expect(saved.body.accounts).toEqual(accounts)
  })
})
