import { describe, expect, it } from 'vitest'
import { DETAIL_FIELDS } from '../../client/admin/resources/orders/order-fields'
import { call, ERIKA, JANE, json, orderParts, placeOrder, registerCustomer, uniqueEmail } from '../../e2e/customer-fixture'
import { waitForMail } from '../../e2e/mail-inbox'
import { markPaidAndShip, refund, ship, staff, staffCall } from '../../e2e/order-steps'
import { PATIENCE_MS } from '../../e2e/patience'
import { pdfText } from '../../e2e/pdf-text'
import { COMPANY } from '../../rules/company'
import { type MoneyOrder, orderMoney } from '../../rules/order-money'
import { ORDER_FIELDS } from './order-actions'

/**
 * Every document of one order states the same money (real Medusa, SMTP, mail catcher, pdf-parse): the confirmation
 * and account order page (the store's order as the page loads it), the confirmation mail, the invoice, a credit
 * note and the back office's order — subtotal, each discount with its code, shipping, total.
 */

type Row = [kind: string, code: string | null, amount: number]

const spaced = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')
/** "£1,090.00", "−£9.00", "-£9.00" as a number. */
const amount = (text: string) => Number(text.replace(/[−]/g, '-').replace(/[^\d.-]/g, ''))
/** A code as short as the shop's printed ones ("WELCOME10"), unique per run. */
const unique = (tag: string) => `${tag}${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase()

/** The lines up to the total (after it only what VAT the total includes), as kind, code and amount. */
const rowsOf = (order: MoneyOrder): Row[] => {
  const lines = orderMoney(order)
  return lines.slice(0, lines.findIndex((line) => line.kind === 'total') + 1).map((line) => [line.kind, line.code, line.amount ?? 0])
}

/** A document's text read back into rows by its own labels (the mail's "Label: amount", the invoice's "Label amount"). */
function rowsIn(text: string, labels: { subtotal: string; discount: string; shipping: string; free: string; total: string }, separator: string): Row[] {
  const esc = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const one = (label: string) => {
    const match = new RegExp(`^${esc(label)}(?: \\([^)]*\\))?${separator}(.+)$`, 'm').exec(text)
    if (!match) throw new Error(`no "${label}" line in:\n${text}`)
    return match[1]!.trim()
  }
  const shipping = one(labels.shipping)
  return [
    ['subtotal', null, amount(one(labels.subtotal))],
    ...[...text.matchAll(new RegExp(`^${esc(labels.discount)}(?: \\(([^)]+)\\))?${separator}(.+)$`, 'gm'))].map(
      (match): Row => ['discount', match[1] ?? null, -Math.abs(amount(match[2]!))],
    ),
    ['shipping', null, shipping === labels.free ? 0 : amount(shipping)],
    ['total', null, amount(one(labels.total))],
  ]
}

async function percentCode(percent: number) {
  const code = unique('GELD')
  await staff('/promotions', {
    code,
    type: 'standard',
    status: 'active',
    is_automatic: false,
    is_tax_inclusive: true,
    application_method: { type: 'percentage', target_type: 'items', allocation: 'across', value: percent },
  })
  return code
}

/** A document's PDF text once its subscriber has issued it (it runs after Medusa answered the shipment or refund). */
async function documentText(path: string): Promise<string> {
  const deadline = Date.now() + PATIENCE_MS
  for (;;) {
    const response = await staffCall(path)
    if (response.ok) return spaced(await pdfText(Buffer.from(await response.arrayBuffer())))
    await response.arrayBuffer()
    if (Date.now() > deadline) throw new Error(`no document at ${path}: ${response.status}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
const invoiceText = (orderId: string) => documentText(`/orders/${orderId}/invoice`)

/** The order's first credit note, once a refund has issued it. */
async function creditNoteText(orderId: string): Promise<string> {
  const deadline = Date.now() + PATIENCE_MS
  for (;;) {
    const { credit_notes } = await staff<{ credit_notes: { id: string }[] }>(`/orders/${orderId}/documents`)
    if (credit_notes[0]) return documentText(`/orders/${orderId}/credit-notes/${credit_notes[0].id}`)
    if (Date.now() > deadline) throw new Error(`no credit note for ${orderId}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe("an order's money, the same in every document", () => {
  it('states a British order with a 10 % code alike on the order page, in the mail, on the invoice and in the back office', async () => {
    const code = await percentCode(10)
    const customer = await registerCustomer('money-gb', { first_name: 'Jane', last_name: 'Holloway' })
    const placed = await placeOrder(customer, { quantity: 10, locale: 'en', address: JANE, code })

    // the confirmation page and the account's order page load the order the same way
    const { order: stored } = await json<{ order: MoneyOrder & { total: number } }>(
      call(`/store/orders/${placed.id}?fields=${encodeURIComponent(ORDER_FIELDS)}`, { cookie: customer.cookie }),
    )
    const page = rowsOf(stored)
    expect(page[0]).toEqual(['subtotal', null, 90])
    expect(page[1]).toEqual(['discount', code, -9])
    expect(page.at(-1)).toEqual(['total', null, Number(stored.total)])
    expect(orderMoney(stored).at(-1)).toMatchObject({ kind: 'tax', label: 'taxFreeExport', currency: 'gbp' })

    const mail = spaced((await waitForMail(customer.email)).text)
    expect(rowsIn(mail, { subtotal: 'Subtotal', discount: 'Discount', shipping: 'Shipping', free: 'free', total: 'Total' }, ': ')).toEqual(page)
    expect(mail).toContain(`Discount (${code}): −£9.00`)
    expect(mail).toContain('Tax-free export, plus import duties')

    const { order: office } = await staff<{ order: MoneyOrder }>(`/orders/${placed.id}?fields=${encodeURIComponent(DETAIL_FIELDS)}`)
    expect(rowsOf(office)).toEqual(page)

    await markPaidAndShip(placed.id)
    const invoice = await invoiceText(placed.id)
    expect(rowsIn(invoice, { subtotal: 'Subtotal', discount: 'Discount', shipping: 'Shipping', free: 'free', total: 'Invoice total (gross)' }, ' ')).toEqual(
      page,
    )
    expect(invoice).toContain('The invoice total has been received by bank transfer.')

    // a refund's credit note states the corrected invoice's money lines alike
    await refund(placed.id, 9)
    const creditNote = await creditNoteText(placed.id)
    const invoiced = creditNote.slice(creditNote.indexOf('Amounts of invoice'))
    expect(rowsIn(invoiced, { subtotal: 'Subtotal', discount: 'Discount', shipping: 'Shipping', free: 'free', total: 'Invoice total (gross)' }, ' ')).toEqual(
      page,
    )
  })

  it('gives an order taken as a draft the bank details and reference of a web order, the seller as holder; its invoice says the transfer arrived', async () => {
    // the test channel's region, channel, piece and shipping option, as its web orders have them
    const parts = await orderParts()
    const email = uniqueEmail('money-draft')
    const { draft_order: draft } = await staff<{ draft_order: { id: string } }>('/draft-orders', {
      email,
      region_id: parts.regionId,
      sales_channel_id: parts.salesChannelId,
      shipping_address: ERIKA,
      billing_address: ERIKA,
      items: [{ variant_id: parts.variantId, quantity: 3 }],
      shipping_methods: [{ shipping_option_id: parts.shippingOptionId, name: 'Versicherter Versand', amount: 0 }],
    })
    const { order } = await staff<{ order: { id: string; display_id: number; total: number } }>(`/draft-orders/${draft.id}/convert-to-order`, {})

    const mail = spaced((await waitForMail(email)).text)
    const euro = (value: number) => spaced(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value))
    expect(mail).toContain('Bitte überweisen Sie den Gesamtbetrag auf unser Konto:')
    expect(mail).toContain(`Kontoinhaber: ${COMPANY.name}`)
    expect(mail).toContain('IBAN: DE89 3704 0044 0532 0130 00')
    expect(mail).toContain(`Betrag: ${euro(Number(order.total))}`)
    expect(mail).toContain(`Verwendungszweck: AURELIA-${order.display_id}`)
    expect(mail).not.toContain('Juwelier Muster GmbH')

    // staff ask for the money and book the transfer when it arrives (Medusa books it as a manual payment)
    const { payment_collection } = await staff<{ payment_collection: { id: string } }>('/payment-collections', {
      order_id: order.id,
      amount: Number(order.total),
    })
    await staff(`/payment-collections/${payment_collection.id}/mark-as-paid`, { order_id: order.id })
    await ship(order.id)
    const invoice = await invoiceText(order.id)
    expect(invoice).toContain('Der Rechnungsbetrag ist per Überweisung bei uns eingegangen.')
    expect(invoice).not.toContain('Online-Zahlung')
  })
})
