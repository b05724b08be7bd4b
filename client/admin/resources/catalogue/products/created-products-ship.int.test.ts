import type { AdminProduct } from '@medusajs/types'
import { afterAll, describe, expect, it } from 'vitest'
import { CHANNEL, unlimitedVariant } from '../../../../../e2e/cart-fixture'
import { placeOrder } from '../../../../../e2e/customer-fixture'
import { signInAsStaff } from '../../../test/staff-session'

// A product made as the back office makes one — no handle typed, a German title, prices as staff typed them — can be
// ordered, packed and shipped, and its own edit form takes it as it is.
await signInAsStaff()
const { request } = await import('../../../engine/calls')
const { productBatch } = await import('./product-actions')
const { productBody, productEditForm, productValues } = await import('./product-form')
const { capturePayment } = await import('../../orders/calls/payments')
const { createFulfillment, createShipment } = await import('../../orders/calls/fulfilments')
const { paymentsOf, readOrder, stockLocationId } = await import('../../orders/calls/test/placed-order')
const { parseAmount } = await import('../../../../../rules/typed-amount')

const created: string[] = []
afterAll(async () => {
  if (created.length) await productBatch({ delete: created }).catch(() => undefined)
})

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

/** The test sales channel (made with its publishable key and shipping locations by the cart fixture). */
async function testChannel(): Promise<string> {
  await unlimitedVariant()
  const { sales_channels } = await request<{ sales_channels: { id: string }[] }>('/admin/sales-channels', { query: { name: CHANNEL, fields: 'id' } })
  if (!sales_channels[0]) throw new Error('no test channel')
  return sales_channels[0].id
}

/** The create form's body with no shipping profile chosen, as any client of Medusa's API (an import, a script) sends it. */
async function createAsStaffWould(title: string, profile?: string): Promise<AdminProduct> {
  const values = { ...productValues(), title, status: 'published' as const, sales_channel_ids: [] }
  const body = productBody(values)
  const amount = parseAmount('1.890,00')!
  const { product } = await request<{ product: AdminProduct }>('/admin/products', {
    method: 'POST',
    body: {
      ...body,
      ...(profile ? { shipping_profile_id: profile } : {}),
      sales_channels: [{ id: await testChannel() }],
      options: [{ title: 'Ringgröße', values: ['52', '54', '56'] }],
      variants: ['52', '54', '56'].map((size) => ({
        title: size,
        sku: `IT-${title}-${size}`.toUpperCase().replace(/[^A-Z0-9]+/g, '-'),
        // the test channel's pieces keep no stock, so the order needs none
        manage_inventory: false,
        options: { Ringgröße: size },
        prices: ['eur', 'chf', 'gbp', 'usd'].map((currency_code) => ({ currency_code, amount })),
      })),
    },
  })
  created.push(product.id)
  return product
}

const read = (id: string) =>
  request<{ product: AdminProduct & { shipping_profile?: { id: string; type: string } | null } }>(`/admin/products/${id}`, {
    query: {
      fields:
        'id,title,subtitle,handle,description,status,discountable,metadata,type_id,collection_id,*categories,*tags,*sales_channels,shipping_profile.id,shipping_profile.type,*variants,*variants.prices',
    },
  }).then(({ product }) => product)

describe('a product created in the back office', () => {
  it('gets the default shipping profile, a handle by the slug rule, and can be ordered, packed and shipped', async () => {
    const product = await read((await createAsStaffWould(`Solitärring Aurora ${tag}`)).id)
    expect(product.shipping_profile?.type).toBe('default')
    expect(product.handle).toBe(`solitaerring-aurora-${tag}`)
    expect(product.variants!.flatMap((variant) => variant.prices!.map((price) => Number(price.amount)))).toEqual(Array(12).fill(1890))
    // its own edit form, untouched, accepts it
    expect(productEditForm.schema.safeParse(productValues(product)).success).toBe(true)

    const size54 = product.variants!.find((variant) => variant.title === '54')!
    const placed = await placeOrder(null, { variant: size54.id, email: `it-aurora-${tag}@example.com` })
    const order = await readOrder(placed.id)
    expect(Number(order.items![0].unit_price)).toBe(1890)
    for (const payment of paymentsOf(order)) await capturePayment(payment.id)
    const items = order.items!.map((item) => ({ id: item.id, quantity: item.quantity }))
    const packed = await createFulfillment(order.id, { location_id: await stockLocationId(), items })
    const parcel = packed.fulfillments!.at(-1)!
    await createShipment(order.id, parcel.id, { items, tracking: [{ tracking_number: 'JJD000390001890' }] })
    expect((await readOrder(order.id)).fulfillment_status).toBe('shipped')
  })

  it('keeps a shipping profile staff chose', async () => {
    const { shipping_profile: profile } = await request<{ shipping_profile: { id: string } }>('/admin/shipping-profiles', {
      method: 'POST',
      body: { name: `IT Sperrgut ${tag}`, type: 'bulky' },
    })
    try {
      const product = await createAsStaffWould(`Ohrstecker Lumière ${tag}`, profile.id)
      expect((await read(product.id)).shipping_profile?.id).toBe(profile.id)
      expect((await read(product.id)).handle).toBe(`ohrstecker-lumiere-${tag}`)
      await productBatch({ delete: [product.id] })
    } finally {
      await request(`/admin/shipping-profiles/${profile.id}`, { method: 'DELETE' }).catch(() => undefined)
    }
  })
})
