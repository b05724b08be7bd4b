import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { claims } = await import('./change-kinds')
const { pendingActions } = await import('./pending-actions')
const { placePaidOrder, readOrder, returnReasonId, returnShippingOptionId } = await import('./test/placed-order')
const { orderSnapshot } = await import('./test/order-snapshot')

/**
 * Orders of two pieces that tests take turns on, each placed by the first test that needs it: the walk through every
 * step leaves its order as it was (it says so), so the refund claim after it claims one piece of the same order; each
 * of the two cancellations claims one piece of another order. A claim that stays confirmed gets an order of its own.
 */
let undone: ReturnType<typeof placePaidOrder> | undefined
const orderLeftAsItWas = () => (undone ??= placePaidOrder({ quantity: 2, shipped: true }))
let cancelled: ReturnType<typeof placePaidOrder> | undefined
const orderOfCancelledClaims = () => (cancelled ??= placePaidOrder({ quantity: 2, shipped: true }))

describe('claims (POST /admin/claims, …/claim-items, …/inbound/…, …/outbound/…, POST/DELETE …/request, POST …/cancel)', () => {
  it('takes every step of a claim back again, and a cancelled request leaves the order as it was', async () => {
    const order = await orderLeftAsItWas()
    const before = orderSnapshot(order)
    const [line] = order.items!
    const outboundOption = order.shipping_methods![0].shipping_option_id!

    const claim = await claims.begin({ order_id: order.id, type: 'replace', description: 'Stein locker' })
    expect(claim.order_id).toBe(order.id)

    const claimed = await claims.claimItems.add(claim.id, {
      items: [{ id: line.id, quantity: 1, reason: 'production_failure', description: 'Stein locker', internal_note: 'Foto per E-Mail' }],
    })
    const [writeOff] = pendingActions(claimed.order_preview, 'WRITE_OFF_ITEM')
    expect(writeOff).toMatchObject({ lineId: line.id, quantity: 1 })
    const both = await claims.claimItems.update(claim.id, writeOff.id, { quantity: 2 })
    expect(pendingActions(both.order_preview, 'WRITE_OFF_ITEM')[0].quantity).toBe(2)
    expect(pendingActions((await claims.claimItems.remove(claim.id, writeOff.id)).order_preview, 'WRITE_OFF_ITEM')).toEqual([])

    const inbound = await claims.inboundItems.add(claim.id, { items: [{ id: line.id, quantity: 1, reason_id: await returnReasonId('damaged') }] })
    const [back] = pendingActions(inbound.order_preview, 'RETURN_ITEM')
    expect(back.quantity).toBe(1)
    expect(pendingActions((await claims.inboundItems.update(claim.id, back.id, { quantity: 2 })).order_preview, 'RETURN_ITEM')[0].quantity).toBe(2)
    expect(pendingActions((await claims.inboundItems.remove(claim.id, back.id)).order_preview, 'RETURN_ITEM')).toEqual([])

    const inShipping = await claims.inboundShipping.add(claim.id, { shipping_option_id: await returnShippingOptionId(), custom_amount: 6 })
    const [inMethod] = pendingActions(inShipping.order_preview, 'SHIPPING_ADD')
    expect(inMethod.amount).toBe(6)
    expect(pendingActions((await claims.inboundShipping.update(claim.id, inMethod.id, { custom_amount: 0 })).order_preview, 'SHIPPING_ADD')[0].amount).toBe(0)
    expect(pendingActions((await claims.inboundShipping.remove(claim.id, inMethod.id)).order_preview, 'SHIPPING_ADD')).toEqual([])

    const outbound = await claims.outboundItems.add(claim.id, { items: [{ variant_id: line.variant_id!, quantity: 1 }] })
    const [replacement] = pendingActions(outbound.order_preview, 'ITEM_ADD')
    expect(replacement.quantity).toBe(1)
    expect(pendingActions((await claims.outboundItems.update(claim.id, replacement.id, { quantity: 2 })).order_preview, 'ITEM_ADD')[0].quantity).toBe(2)
    expect(pendingActions((await claims.outboundItems.remove(claim.id, replacement.id)).order_preview, 'ITEM_ADD')).toEqual([])

    const outShipping = await claims.outboundShipping.add(claim.id, { shipping_option_id: outboundOption, custom_amount: 12 })
    const [outMethod] = pendingActions(outShipping.order_preview, 'SHIPPING_ADD')
    expect(outMethod.amount).toBe(12)
    expect(pendingActions((await claims.outboundShipping.update(claim.id, outMethod.id, { custom_amount: 0 })).order_preview, 'SHIPPING_ADD')[0].amount).toBe(0)
    expect(pendingActions((await claims.outboundShipping.remove(claim.id, outMethod.id)).order_preview, 'SHIPPING_ADD')).toEqual([])

    await claims.drop(claim.id)
    expect(orderSnapshot(await readOrder(order.id))).toEqual(before)
  })

  it('replaces a faulty piece free of charge: the preview shows nothing to pay, the order gets the replacement', async () => {
    const order = await placePaidOrder({ quantity: 1, shipped: true })
    const [line] = order.items!
    const claim = await claims.begin({ order_id: order.id, type: 'replace' })
    await claims.claimItems.add(claim.id, { items: [{ id: line.id, quantity: 1, reason: 'production_failure', description: 'Verschluss defekt' }] })
    await claims.inboundItems.add(claim.id, { items: [{ id: line.id, quantity: 1, reason_id: await returnReasonId('damaged') }] })
    await claims.inboundShipping.add(claim.id, { shipping_option_id: await returnShippingOptionId(), custom_amount: 0 })
    await claims.outboundItems.add(claim.id, { items: [{ variant_id: line.variant_id!, quantity: 1 }] })
    const ready = await claims.outboundShipping.add(claim.id, { shipping_option_id: order.shipping_methods![0].shipping_option_id!, custom_amount: 0 })
    expect(ready.money).toMatchObject({ toPay: 0, toRefund: 0 })

    const confirmed = await claims.request(claim.id)
    expect(confirmed.claim.id).toBe(claim.id)
    expect(confirmed.return?.id).toBeTruthy()
    const stored = await claims.retrieve(claim.id)
    expect(stored.claim_items?.map((item) => [item.item_id, item.quantity, item.reason])).toEqual([[line.id, 1, 'production_failure']])
    expect(stored.additional_items?.map((item) => [item.item_id !== line.id, item.quantity])).toEqual([[true, 1]])
    const after = await readOrder(order.id)
    expect(after.items).toHaveLength(2)
    expect(after.summary!.pending_difference).toBe(0)

    expect(after.payment_status).toBe('captured')
  })

  // With the claimed piece coming back the claim has a return of its own: Medusa 2.21's cancel checks "the claim's
  // return" by its id, and for a claim without one (return_id null) it reads an arbitrary return of the shop instead,
  // so such a cancel fails whenever any other return has a fulfilment (client/admin/resources/orders/README.md).
  it('cancels a confirmed claim whose replacement has not gone out', async () => {
    const order = await orderOfCancelledClaims()
    const [line] = order.items!
    const claim = await claims.begin({ order_id: order.id, type: 'replace' })
    await claims.claimItems.add(claim.id, { items: [{ id: line.id, quantity: 1, reason: 'wrong_item' }] })
    await claims.inboundItems.add(claim.id, { items: [{ id: line.id, quantity: 1, reason_id: await returnReasonId('damaged') }] })
    await claims.outboundItems.add(claim.id, { items: [{ variant_id: line.variant_id!, quantity: 1, unit_price: 0 }] })
    await claims.request(claim.id)
    await claims.cancel(claim.id)
    expect((await claims.retrieve(claim.id)).canceled_at).toBeTruthy()
  })

  it('cancels a confirmed claim whose return parcel was booked (its fulfilment is cancelled first)', async () => {
    const order = await orderOfCancelledClaims()
    const [line] = order.items!
    const claim = await claims.begin({ order_id: order.id, type: 'replace' })
    await claims.claimItems.add(claim.id, { items: [{ id: line.id, quantity: 1, reason: 'production_failure' }] })
    await claims.inboundItems.add(claim.id, { items: [{ id: line.id, quantity: 1 }] })
    await claims.inboundShipping.add(claim.id, { shipping_option_id: await returnShippingOptionId(), custom_amount: 0 })
    await claims.outboundItems.add(claim.id, { items: [{ variant_id: line.variant_id!, quantity: 1 }] })
    await claims.outboundShipping.add(claim.id, { shipping_option_id: order.shipping_methods![0].shipping_option_id!, custom_amount: 0 })
    await claims.request(claim.id)
    await claims.cancel(claim.id)
    expect((await claims.retrieve(claim.id)).canceled_at).toBeTruthy()
  })

  it('a refund claim shows the money to pay back before confirming, and the order owes exactly that afterwards', async () => {
    const order = await orderLeftAsItWas()
    const [line] = order.items!
    const claim = await claims.begin({ order_id: order.id, type: 'refund' })
    await claims.claimItems.add(claim.id, { items: [{ id: line.id, quantity: 1, reason: 'production_failure', description: 'Steinfassung gebrochen' }] })
    const claimed = await claims.inboundItems.add(claim.id, { items: [{ id: line.id, quantity: 1, reason_id: await returnReasonId('damaged') }] })
    expect(claimed.money).toMatchObject({ toRefund: Number(line.unit_price), toPay: 0 })
    await claims.request(claim.id)
    const after = await readOrder(order.id)
    expect(after.summary!.pending_difference).toBe(-Number(line.unit_price))
    expect(after.items![0].detail).toMatchObject({ written_off_quantity: 1, return_requested_quantity: 1 })
  })
})
