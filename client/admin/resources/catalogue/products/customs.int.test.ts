import type { AdminProduct } from '@medusajs/types'
import { afterAll, describe, expect, it } from 'vitest'
import { CHANNEL, unlimitedVariant } from '../../../../../e2e/cart-fixture'
import { JOHN, placeOrder } from '../../../../../e2e/customer-fixture'
import { staffCall } from '../../../../../e2e/order-steps'
import { pdfText } from '../../../../../e2e/pdf-text'
import { signInAsStaff } from '../../../test/staff-session'

// A variant's customs data, typed in its form, reaches the papers of a parcel to the United States: the packing
// slip's customs block and the fulfilment's data for a carrier.
await signInAsStaff()
const { request } = await import('../../../engine/calls')
const { productBatch } = await import('./product-actions')
const { variantForm } = await import('./variant-form')
const { createFulfillment } = await import('../../orders/calls/fulfilments')
const { stockLocationId } = await import('../../orders/calls/test/placed-order')
const { parseAmount } = await import('../../../../../rules/typed-amount')

const created: string[] = []
afterAll(async () => {
  if (created.length) await productBatch({ delete: created }).catch(() => undefined)
})

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
async function pieceOfTestChannel(): Promise<AdminProduct> {
  await unlimitedVariant()
  const { sales_channels } = await request<{ sales_channels: { id: string }[] }>('/admin/sales-channels', { query: { name: CHANNEL, fields: 'id' } })
  const { product } = await request<{ product: AdminProduct }>('/admin/products', {
    method: 'POST',
    body: {
      title: `Kette Zoll ${tag}`,
      status: 'published',
      metadata: { material: 'gold750' },
      sales_channels: [{ id: sales_channels[0]!.id }],
      options: [{ title: 'Länge', values: ['45 cm'] }],
      variants: [
        {
          title: '45 cm',
          sku: `IT-ZOLL-${tag}`.toUpperCase(),
          manage_inventory: false,
          options: { Länge: '45 cm' },
          prices: ['eur', 'chf', 'gbp', 'usd'].map((currency_code) => ({ currency_code, amount: 640 })),
        },
      ],
    },
  })
  created.push(product.id)
  return product
}

describe("a variant's customs data (hs_code, origin_country, weight, … of Medusa's variant)", () => {
  it('is typed in the variant form and shown on a US parcel: the packing slip’s customs block and the fulfilment’s metadata', async () => {
    const product = await pieceOfTestChannel()
    const form = variantForm(product)
    const { variants } = await request<{ variants: AdminProduct['variants'] }>(`/admin/products/${product.id}/variants`, { query: { fields: '*options' } })
    const variant = variants![0]!
    const values = form.values(variant as never)
    // what staff type: a tariff number, a country from the list, German decimals read by the shop's amount rule
    const typed = { ...values, hs_code: '7113.19', origin_country: 'it', weight: parseAmount('4,5'), length: parseAmount('450'), width: null, height: null }
    expect(form.schema.safeParse({ ...typed, hs_code: '71-13' }).success).toBe(false)
    expect(form.schema.safeParse({ ...typed, weight: Number.NaN }).success).toBe(false)
    await request(`/admin/products/${product.id}/variants/${variant.id}`, { method: 'POST', body: form.toBody(form.schema.parse(typed)) })
    const { variant: saved } = await request<{ variant: Record<string, unknown> }>(`/admin/products/${product.id}/variants/${variant.id}`, {
      query: { fields: 'hs_code,origin_country,weight,length,width,material' },
    })
    expect(saved).toMatchObject({ hs_code: '7113.19', origin_country: 'it', weight: 4.5, length: 450, width: null, material: null })

    const placed = await placeOrder(null, { variant: variant.id, quantity: 2, locale: 'en', address: JOHN, email: `it-zoll-${tag}@example.com` })
    const slip = await staffCall(`/orders/${placed.id}/packing-slip`)
    expect(slip.status).toBe(200)
    const text = await pdfText(await slip.arrayBuffer())
    expect(text).toContain('Customs declaration (export)')
    // position 1: tariff number, origin, the product's material in English, 2 × 4.5 g, 2 × $640
    expect(text).toMatch(/1\s+7113\.19\s+Italy\s+750 gold \(18k\)\s+9 g\s+\$1,280\.00/)

    const { order } = await request<{ order: { items: { id: string; quantity: number }[] } }>(`/admin/orders/${placed.id}`, { query: { fields: 'id,*items' } })
    const packed = await createFulfillment(placed.id, {
      location_id: await stockLocationId(),
      items: order.items.map((item) => ({ id: item.id, quantity: 1 })),
    })
    const parcelId = packed.fulfillments!.at(-1)!.id
    const { order: read } = await request<{ order: { fulfillments: { id: string; metadata: Record<string, unknown> | null }[] } }>(
      `/admin/orders/${placed.id}`,
      {
        query: { fields: 'id,fulfillments.id,fulfillments.metadata' },
      },
    )
    // the parcel holds one of the two pieces: its own weight and value
    expect(read.fulfillments.find((parcel) => parcel.id === parcelId)?.metadata?.customs).toEqual({
      currency_code: 'usd',
      lines: [
        {
          line_item_id: order.items[0]!.id,
          hs_code: '7113.19',
          origin_country: 'it',
          mid_code: null,
          material: '750 gold (18k)',
          quantity: 1,
          weight: 4.5,
          value: 640,
        },
      ],
      total_value: 640,
      total_weight: 4.5,
    })
    // a product made, an order placed and a parcel packed: several of Medusa's workflows in a row
  }, 240_000)
})
