import { describe, expect, it } from 'vitest'
import { ERIKA, placeOrder, uniqueEmail } from '../../../../../e2e/customer-fixture'
import { markPaid, ship, staff, staffCall } from '../../../../../e2e/order-steps'
import { PATIENCE_MS } from '../../../../../e2e/patience'
import { pdfText } from '../../../../../e2e/pdf-text'

/** The documents staff download from an order, against the real Medusa: packing slips (no prices) and the invoice. */

async function textOf(response: Response): Promise<string> {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  return pdfText(await response.arrayBuffer())
}

/** Any amount of money as the shop writes it (12,00 € · €12.00 · 12.00 USD; a date such as 21.11.2026 is none) or a currency sign. */
const PRICE = /\d[.,]\d{2}(?![.\d])|[€$£]|\b(EUR|USD|GBP|CHF)\b/

describe('packing slips and the invoice for staff (real Medusa, pdf-parse)', () => {
  it('one order: items with options and SKU, quantities, delivery address and order number, and no price', async () => {
    const order = await placeOrder(null, { email: uniqueEmail('slip'), quantity: 3, locale: 'de' })
    const { order: held } = await staff<{ order: { items: { variant_sku: string | null }[] } }>(`/orders/${order.id}?fields=id,*items`)
    const text = await textOf(await staffCall(`/orders/${order.id}/packing-slip`))
    expect(text).toContain(`Lieferschein · Bestellnummer ${order.display_id}`)
    expect(text).toContain('E2E Testartikel (Einheit)')
    if (held.items[0]!.variant_sku) expect(text).toContain(held.items[0]!.variant_sku)
    expect(text).toMatch(/\b3\b/)
    for (const line of [`${ERIKA.first_name} ${ERIKA.last_name}`, ERIKA.address_1, `${ERIKA.postal_code} ${ERIKA.city}`, 'Deutschland'])
      expect(text).toContain(line)
    expect(text).not.toMatch(PRICE)
  })

  it('several orders in one PDF, each in its own language, in the order asked for; bad lists are refused with a message', async () => {
    const first = await placeOrder(null, { email: uniqueEmail('slips-de'), locale: 'de' })
    const second = await placeOrder(null, { email: uniqueEmail('slips-en'), locale: 'en' })
    const text = await textOf(await staffCall('/packing-slips', { ids: [second.id, first.id] }))
    const english = text.indexOf(`Packing slip · Order number ${second.display_id}`)
    const german = text.indexOf(`Lieferschein · Bestellnummer ${first.display_id}`)
    expect(english).toBeGreaterThanOrEqual(0)
    expect(german).toBeGreaterThan(english)
    expect(text).toContain('E2E test item')
    expect(text).not.toMatch(PRICE)

    for (const body of [{ ids: [] }, {}, { ids: 'order_1' }, { ids: Array.from({ length: 101 }, (_, i) => `order_${i}`) }]) {
      const refused = await staffCall('/packing-slips', body)
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toBeTruthy()
    }
    const unknown = await staffCall('/packing-slips', { ids: [first.id, 'order_doesnotexist'] })
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { message: string }).message).toContain('order_doesnotexist')
    expect((await staffCall('/orders/order_doesnotexist/packing-slip')).status).toBe(404)
    expect((await staffCall('/orders/order_doesnotexist/documents')).status).toBe(404)
  })

  it('the invoice: refused with the reason before shipment, the PDF afterwards', async () => {
    const order = await placeOrder(null, { email: uniqueEmail('staff-invoice') })
    const before = await staffCall(`/orders/${order.id}/invoice`)
    expect(before.status).toBe(404)
    expect(((await before.json()) as { message: string }).message).toMatch(/versandt|ships/)
    await markPaid(order.id)
    await ship(order.id)
    const deadline = Date.now() + PATIENCE_MS
    let response = await staffCall(`/orders/${order.id}/invoice`)
    while (response.status === 404 && Date.now() < deadline) {
      await response.arrayBuffer()
      await new Promise((resolve) => setTimeout(resolve, 250))
      response = await staffCall(`/orders/${order.id}/invoice`)
    }
    const number = response.headers.get('x-invoice-number')
    expect(await textOf(response)).toContain(`Rechnung ${number}`)
  })
})
