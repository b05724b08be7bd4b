import { sdk } from '../../../../api/sdk'
import { unique } from '../../../../test/staff-session'
import { createDraftOrder } from '../draft-orders'
import { placeUnpaidOrder } from './placed-order'

export const ADDRESS = {
  first_name: 'Henriette',
  last_name: 'Goldschmied',
  address_1: 'Westliche Karl-Friedrich-Straße 1',
  postal_code: '75172',
  city: 'Pforzheim',
  country_code: 'de',
  phone: '+49 7231 1995',
}

/** A sale by phone: the customer, the German region, the test channel's piece and a custom engraving line, shipping. */
export async function phoneSale() {
  // an order of the test channel tells its channel, region and shipping option
  const template = await placeUnpaidOrder(1)
  const variantId = template.items![0].variant_id!
  const { order } = await sdk.admin.order.retrieve(template.id, { fields: 'id,region_id,sales_channel_id,*shipping_methods' })
  const { customer } = await sdk.admin.customer.create({ email: `${unique('it-telefon')}@example.com`, first_name: 'Henriette', last_name: 'Goldschmied' })
  const draft = await createDraftOrder({
    customer_id: customer.id,
    email: customer.email,
    region_id: order.region_id!,
    sales_channel_id: order.sales_channel_id!,
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
    items: [
      { variant_id: variantId, quantity: 1 },
      { title: 'Gravur „Für immer“', quantity: 1, unit_price: 25 },
    ],
    shipping_methods: [{ shipping_option_id: order.shipping_methods![0].shipping_option_id!, name: 'Versicherter Versand', amount: 0 }],
  })
  return { draft, customer, variantId, shippingOptionId: order.shipping_methods![0].shipping_option_id! }
}

/** A new promotion code of the shop, 5 € off the gross total as the customer reads it, for one test's draft. */
export async function fiveEuroCode(tag: string): Promise<string> {
  const code = unique(tag).toUpperCase()
  await sdk.admin.promotion.create({
    code,
    type: 'standard',
    status: 'active',
    is_automatic: false,
    is_tax_inclusive: true,
    application_method: { type: 'fixed', target_type: 'order', allocation: 'across', value: 5, currency_code: 'eur' },
  })
  return code
}
