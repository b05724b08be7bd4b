import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { swapChoicesOf } = await import('./swap-choices')
const { placePaidOrder, returnShippingOptionId } = await import('../calls/test/placed-order')

describe('swapChoicesOf (what a claim or exchange offers, GET /admin/products, /admin/shipping-options, /admin/return-reasons)', () => {
  it("offers the ordered product's variants at the order's price, the zone's return and shipping options (the order's own first) and the return reasons", async () => {
    const order = await placePaidOrder({ quantity: 1, shipped: true })
    const [line] = order.items!
    const choices = await swapChoicesOf(order)

    const ordered = choices.variants.find((variant) => variant.variant_id === line.variant_id)
    expect(ordered).toMatchObject({ product_id: line.product_id, ordered: true, price: Number(line.unit_price) })
    expect(choices.variants.every((variant) => variant.product_id === line.product_id)).toBe(true)

    expect(choices.returnOptions.map((option) => option.id)).toContain(await returnShippingOptionId())
    expect(choices.shippingOptions[0].id).toBe(order.shipping_methods![0].shipping_option_id)
    expect(choices.shippingOptions.map((option) => option.id)).not.toContain(await returnShippingOptionId())
    expect(choices.reasons.map((reason) => reason.value)).toEqual(expect.arrayContaining(['wrong_size', 'damaged']))
  })
})
