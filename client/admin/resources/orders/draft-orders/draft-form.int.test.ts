import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique } from '../../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../../engine/calls')
const { createDraft } = await import('./draft-form')
const { priceIn, saleShippingOptions, shipsIn } = await import('./shipping-options')
const { deleteDraftOrder, retrieveDraftOrder } = await import('../calls/draft-orders')

const ADDRESS = {
  first_name: 'Henriette',
  last_name: 'Goldschmied',
  company: '',
  address_1: 'Westliche Karl-Friedrich-Straße 1',
  address_2: '',
  postal_code: '75172',
  city: 'Pforzheim',
  country_code: 'de',
  phone: '',
}

describe('a draft order from the back office form (POST /admin/draft-orders)', () => {
  it("is taken in the store's channel with the chosen shipping option's name and price in the region's currency, and found by its e-mail", async () => {
    const { regions } = await request<{ regions: { id: string; currency_code: string }[] }>('/admin/regions', {
      query: { fields: 'id,currency_code', currency_code: 'eur' },
    })
    const [region] = regions
    const options = await saleShippingOptions()
    // return options are for pieces coming back, never for a sale
    expect(options.every((option) => !option.rules?.some((rule) => rule.attribute === 'is_return' && rule.value === 'true'))).toBe(true)
    const option = options.filter((candidate) => shipsIn(candidate, 'eur')).sort((a, b) => priceIn(b, 'eur') - priceIn(a, 'eur'))[0]
    const email = `${unique('it-draft-form')}@example.com`

    const draft = await createDraft({
      customer_id: null,
      email,
      region_id: region.id,
      shipping_address: ADDRESS,
      items: [{ title: 'Reparatur', quantity: 1, unit_price: 40 }],
      shipping_option_id: option.id,
    })
    const { stores } = await request<{ stores: { default_sales_channel_id: string }[] }>('/admin/stores', { query: { fields: 'id,default_sales_channel_id' } })
    const { draft_order: read } = await request<{ draft_order: { sales_channel_id: string } }>(`/admin/draft-orders/${draft.id}`, {
      query: { fields: 'id,sales_channel_id' },
    })
    expect(read.sales_channel_id).toBe(stores[0].default_sales_channel_id)
    expect(draft).toMatchObject({ status: 'draft', email, currency_code: 'eur' })
    expect(draft.shipping_methods!.map((method) => [method.name, Number(method.amount)])).toEqual([[option.name, priceIn(option, 'eur')]])
    expect(draft.billing_address).toMatchObject({ city: 'Pforzheim', address_1: ADDRESS.address_1 })

    const { draft_orders } = await request<{ draft_orders: { id: string }[] }>('/admin/draft-orders', { query: { q: email, fields: 'id' } })
    expect(draft_orders.map((found) => found.id)).toEqual([draft.id])

    await deleteDraftOrder(draft.id)
    expect((await retrieveDraftOrder(draft.id).catch((error) => error)).status).toBe(404)
  })

  it('without a shipping option is collected in the shop (no shipping method)', async () => {
    const { regions } = await request<{ regions: { id: string }[] }>('/admin/regions', { query: { fields: 'id', currency_code: 'eur' } })
    const draft = await createDraft({
      customer_id: null,
      email: `${unique('it-draft-pickup')}@example.com`,
      region_id: regions[0].id,
      shipping_address: ADDRESS,
      items: [{ title: 'Gravur', quantity: 2, unit_price: 15 }],
      shipping_option_id: '',
    })
    expect(draft.shipping_methods).toEqual([])
    expect(draft.items!.map((item) => [item.title, item.quantity])).toEqual([['Gravur', 2]])
    await deleteDraftOrder(draft.id)
  })
})
