import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { exchanges } = await import('./change-kinds')
const { pendingActions } = await import('./pending-actions')
const { placePaidOrder, readOrder, returnReasonId, returnShippingOptionId } = await import('./test/placed-order')
const { orderSnapshot } = await import('./test/order-snapshot')

/**
 * An order of two pieces, placed by the first test that needs it: the walk through every step leaves it as it was (it
 * says so), so the cancellation after it exchanges one piece of the same order rather than wait for an order of its own.
 */
let undone: ReturnType<typeof placePaidOrder> | undefined
const orderLeftAsItWas = () => (undone ??= placePaidOrder({ quantity: 2, shipped: true }))

describe('exchanges (POST /admin/exchanges, …/inbound/…, …/outbound/…, POST/DELETE …/request, POST …/cancel)', () => {
  it('a ring in a dearer size: the price difference shows before confirming, and the order owes exactly that afterwards', async () => {
    const order = await placePaidOrder({ quantity: 1, shipped: true })
    const [ring] = order.items!
    const unit = Number(ring.unit_price)

    const exchange = await exchanges.begin({ order_id: order.id, description: 'Ring in Größe 56 statt 54' })
    expect(exchange.order_id).toBe(order.id)
    await exchanges.inboundItems.add(exchange.id, { items: [{ id: ring.id, quantity: 1, reason_id: await returnReasonId('wrong_size') }] })
    await exchanges.inboundShipping.add(exchange.id, { shipping_option_id: await returnShippingOptionId(), custom_amount: 0 })
    // the other size costs more (a price agreed at the counter)
    await exchanges.outboundItems.add(exchange.id, { items: [{ variant_id: ring.variant_id!, quantity: 1, unit_price: unit + 5 }] })
    const ready = await exchanges.outboundShipping.add(exchange.id, { shipping_option_id: order.shipping_methods![0].shipping_option_id!, custom_amount: 0 })
    expect(ready.money).toMatchObject({ toPay: 5, toRefund: 0 })

    const confirmed = await exchanges.request(exchange.id)
    expect(confirmed.exchange.id).toBe(exchange.id)
    expect(confirmed.return?.id).toBeTruthy()
    const after = await readOrder(order.id)
    expect(after.summary!.pending_difference).toBe(5)
    expect(after.items!.map((item) => Number(item.unit_price)).sort()).toEqual([unit, unit + 5].sort())
    const stored = await exchanges.retrieve(exchange.id)
    expect(stored.additional_items?.map((item) => Number(item.quantity))).toEqual([1])
  })

  it('takes every step of an exchange back again, and a cancelled request leaves the order as it was', async () => {
    const order = await orderLeftAsItWas()
    const before = orderSnapshot(order)
    const [line] = order.items!
    const exchange = await exchanges.begin({ order_id: order.id })

    const inbound = await exchanges.inboundItems.add(exchange.id, { items: [{ id: line.id, quantity: 1 }] })
    const [back] = pendingActions(inbound.order_preview, 'RETURN_ITEM')
    expect(pendingActions((await exchanges.inboundItems.update(exchange.id, back.id, { quantity: 2 })).order_preview, 'RETURN_ITEM')[0].quantity).toBe(2)
    expect(pendingActions((await exchanges.inboundItems.remove(exchange.id, back.id)).order_preview, 'RETURN_ITEM')).toEqual([])

    const inShipping = await exchanges.inboundShipping.add(exchange.id, { shipping_option_id: await returnShippingOptionId(), custom_amount: 4 })
    const [inMethod] = pendingActions(inShipping.order_preview, 'SHIPPING_ADD')
    expect(
      pendingActions((await exchanges.inboundShipping.update(exchange.id, inMethod.id, { custom_amount: 0 })).order_preview, 'SHIPPING_ADD')[0].amount,
    ).toBe(0)
    expect(pendingActions((await exchanges.inboundShipping.remove(exchange.id, inMethod.id)).order_preview, 'SHIPPING_ADD')).toEqual([])

    const outbound = await exchanges.outboundItems.add(exchange.id, { items: [{ variant_id: line.variant_id!, quantity: 1 }] })
    const [out] = pendingActions(outbound.order_preview, 'ITEM_ADD')
    expect(pendingActions((await exchanges.outboundItems.update(exchange.id, out.id, { quantity: 2 })).order_preview, 'ITEM_ADD')[0].quantity).toBe(2)
    expect(pendingActions((await exchanges.outboundItems.remove(exchange.id, out.id)).order_preview, 'ITEM_ADD')).toEqual([])

    const outShipping = await exchanges.outboundShipping.add(exchange.id, {
      shipping_option_id: order.shipping_methods![0].shipping_option_id!,
      custom_amount: 9,
    })
    const [outMethod] = pendingActions(outShipping.order_preview, 'SHIPPING_ADD')
    expect(outMethod.amount).toBe(9)
    expect(
      pendingActions((await exchanges.outboundShipping.update(exchange.id, outMethod.id, { custom_amount: 0 })).order_preview, 'SHIPPING_ADD')[0].amount,
    ).toBe(0)
    expect(pendingActions((await exchanges.outboundShipping.remove(exchange.id, outMethod.id)).order_preview, 'SHIPPING_ADD')).toEqual([])

    await exchanges.drop(exchange.id)
    expect(orderSnapshot(await readOrder(order.id))).toEqual(before)
  })

  it('cancels a confirmed exchange whose pieces have not moved yet', async () => {
    const order = await orderLeftAsItWas()
    const [line] = order.items!
    const exchange = await exchanges.begin({ order_id: order.id })
    await exchanges.inboundItems.add(exchange.id, { items: [{ id: line.id, quantity: 1 }] })
    await exchanges.inboundShipping.add(exchange.id, { shipping_option_id: await returnShippingOptionId(), custom_amount: 0 })
    await exchanges.outboundItems.add(exchange.id, { items: [{ variant_id: line.variant_id!, quantity: 1 }] })
    await exchanges.request(exchange.id)
    // the return parcel booked at confirmation is cancelled with it
    await exchanges.cancel(exchange.id)
    expect((await exchanges.retrieve(exchange.id)).canceled_at).toBeTruthy()
  })
})
