import { describe, expect, it } from 'vitest'
import { eventually } from '../../../../../backend/integration-tests/helpers'
import { type Address, ERIKA, JANE, placeOrder, uniqueEmail } from '../../../../../e2e/customer-fixture'
import { deliver, markPaid, ship, staff, staffCall } from '../../../../../e2e/order-steps'
import { pdfText } from '../../../../../e2e/pdf-text'
import { formatMoney } from '../../../../../rules/money'

/**
 * The credit note of a refund after a received return, against the real Medusa: it names each returned piece with
 * how many came back and their amount (and the shipping given back), in the order's language; a refund without a
 * return keeps the line that refers to the invoice.
 */

type Order = {
  id: string
  currency_code: string
  shipping_total: number
  items: { id: string; quantity: number; unit_price: number }[]
  payment_collections: { payments: { id: string }[] }[]
}
type Documents = { invoice: { number: string } | null; credit_notes: { id: string; number: string; amount: number }[] }

const orderOf = async (id: string) =>
  (await staff<{ order: Order }>(`/orders/${id}?fields=id,currency_code,shipping_total,*items,*payment_collections,*payment_collections.payments`)).order

/** An order of two pieces in `locale` to `address`, paid, shipped (invoiced) and delivered. */
async function deliveredOrder(locale: 'de' | 'en', address: Address) {
  const placed = await placeOrder(null, { quantity: 2, locale, address, email: uniqueEmail(`credit-${locale}`) })
  await markPaid(placed.id)
  await deliver(placed.id, await ship(placed.id))
  await eventually(async () => ((await staff<Documents>(`/orders/${placed.id}/documents`)).invoice ? true : undefined), { what: 'the invoice' })
  return orderOf(placed.id)
}

/** The seeded return option ("Versicherte Rücksendung") of the shipping zone `zone`. */
async function returnOption(zone: string): Promise<string> {
  const { shipping_options } = await staff<{
    shipping_options: { id: string; service_zone?: { name: string }; rules?: { attribute: string; value: string }[] }[]
  }>('/shipping-options?q=R%C3%BCcksendung&fields=id,name,*service_zone,*rules&limit=50')
  const option = shipping_options.find(
    (candidate) => candidate.service_zone?.name === zone && candidate.rules?.some((rule) => rule.attribute === 'is_return' && rule.value === 'true'),
  )
  if (!option) throw new Error(`the seed made no return option for ${zone}`)
  return option.id
}

/** A return of `quantity` pieces of the order's line from `zone`, requested with `charge` for return shipping, then received (`damaged` of them dismissed). */
async function receivedReturn(order: Order, zone: string, { quantity, damaged = 0, charge = 0 }: { quantity: number; damaged?: number; charge?: number }) {
  const [line] = order.items
  const { stock_locations } = await staff<{ stock_locations: { id: string }[] }>('/stock-locations?fields=id&limit=1')
  const { return: started } = await staff<{ return: { id: string } }>('/returns', { order_id: order.id, location_id: stock_locations[0]!.id })
  await staff(`/returns/${started.id}/request-items`, { items: [{ id: line!.id, quantity }] })
  await staff(`/returns/${started.id}/shipping-method`, { shipping_option_id: await returnOption(zone), custom_amount: charge })
  await staff(`/returns/${started.id}/request`, {})
  await staff(`/returns/${started.id}/receive`, {})
  if (quantity > damaged) await staff(`/returns/${started.id}/receive-items`, { items: [{ id: line!.id, quantity: quantity - damaged }] })
  if (damaged) await staff(`/returns/${started.id}/dismiss-items`, { items: [{ id: line!.id, quantity: damaged }] })
  await staff(`/returns/${started.id}/receive/confirm`, {})
}

async function refund(order: Order, amount: number) {
  await staff(`/payments/${order.payment_collections[0]!.payments[0]!.id}/refund`, { amount })
}

/** The text of the order's `count`-th credit note, once the back end has issued it. */
async function creditNoteText(orderId: string, count: number) {
  const notes = await eventually(
    async () => {
      const found = (await staff<Documents>(`/orders/${orderId}/documents`)).credit_notes
      return found.length >= count ? found : undefined
    },
    { what: `credit note ${count}` },
  )
  const answer = await staffCall(`/orders/${orderId}/credit-notes/${notes[count - 1]!.id}`)
  expect(answer.status).toBe(200)
  return pdfText(await answer.arrayBuffer())
}

/** An amount as the credit note prints money given back (-7,50 €, -£7.50), spaces as pdfText reads them. */
const given = (amount: number, order: Order, locale: 'de' | 'en') => formatMoney(-amount, order.currency_code, locale).replace(/[\u00a0\u202f]/g, ' ')

describe('credit notes after a return (real Medusa, pdf-parse)', () => {
  it('German: both pieces back (one damaged), return shipping charged: one line naming the piece, two of them, the amount refunded', async () => {
    const order = await deliveredOrder('de', ERIKA)
    const unit = Number(order.items[0]!.unit_price)
    await receivedReturn(order, 'Deutschland', { quantity: 2, damaged: 1, charge: 5 })
    await refund(order, 2 * unit - 5)
    const text = await creditNoteText(order.id, 1)
    expect(text).toMatch(/E2E Testartikel \(Einheit\)\s+2\s/)
    expect(text).toContain(given(2 * unit - 5, order, 'de'))
    expect(text).not.toContain('Erstattung zu Rechnung')
  })

  it('English, to London: one piece back and the shipping given back name both; a later goodwill refund keeps the line on the invoice', async () => {
    // Germany ships free: the United Kingdom's parcel has a price to give back
    const order = await deliveredOrder('en', JANE)
    const unit = Number(order.items[0]!.unit_price)
    const shipping = Number(order.shipping_total)
    expect(shipping).toBeGreaterThan(0)
    await receivedReturn(order, 'Vereinigtes Königreich', { quantity: 1 })
    await refund(order, unit + shipping)
    const text = await creditNoteText(order.id, 1)
    expect(text).toMatch(/E2E test item[^\n]*\s+1\s/)
    expect(text).toContain(given(unit, order, 'en'))
    expect(text).toContain(given(shipping, order, 'en'))
    expect(text).toContain('Insured shipping')
    expect(text).not.toContain('Refund on invoice')

    await refund(order, 1)
    const goodwill = await creditNoteText(order.id, 2)
    expect(goodwill).toContain('Refund on invoice')
    expect(goodwill).not.toContain('E2E test item')
  })
})
