import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { returns } = await import('./change-kinds')
const { listOrderReturns } = await import('./returns')
const { listReturnReasons } = await import('./return-reasons')
const { listRefundReasons, refundPayment } = await import('./payments')
const { retrieveOrderPreview } = await import('./order-preview')
const { pendingActions } = await import('./pending-actions')
const { paymentsOf, placePaidOrder, readOrder, returnReasonId, returnShippingOptionId, stockLocationId } = await import('./test/placed-order')
const { orderSnapshot } = await import('./test/order-snapshot')

/**
 * Orders of two pieces that tests take turns on, each placed by the first test that needs it: the request phase leaves
 * its order as it was (it says so), so the cancellation of a whole return after it returns one piece of the same order;
 * the two tests that receive and take back one piece each take one piece of another order. A test whose return is
 * received or refunded gets an order of its own.
 */
let undone: ReturnType<typeof placePaidOrder> | undefined
const orderLeftAsItWas = () => (undone ??= placePaidOrder({ quantity: 2, shipped: true }))
let takenBack: ReturnType<typeof placePaidOrder> | undefined
const orderOfReceiptsTakenBack = () => (takenBack ??= placePaidOrder({ quantity: 2, shipped: true }))

describe('return reasons (GET /admin/return-reasons)', () => {
  it("lists the jeweller's reasons in German with their English labels", async () => {
    const reasons = await listReturnReasons()
    const byValue = Object.fromEntries(reasons.map((reason) => [reason.value, reason]))
    expect(byValue.withdrawal).toMatchObject({ label: 'Widerruf innerhalb von 14 Tagen', metadata: { label_en: 'Withdrawal within 14 days' } })
    expect(byValue.wrong_size).toMatchObject({ label: 'Größe passt nicht', metadata: { label_en: 'Wrong size' } })
    expect(byValue.damaged).toMatchObject({ label: 'Beschädigt', metadata: { label_en: 'Damaged' } })
    expect(byValue.not_as_described).toMatchObject({ label: 'Nicht wie beschrieben', metadata: { label_en: 'Not as described' } })
  })
})

describe('returns, request phase (POST /admin/returns, …/request-items, …/shipping-method, POST …/{id}, …/request, DELETE …/request)', () => {
  it('adds, changes and removes items and return shipping, and a cancelled request leaves the order as it was', async () => {
    const order = await orderLeftAsItWas()
    const before = orderSnapshot(order)
    const [line] = order.items!
    const option = await returnShippingOptionId()

    const started = await returns.begin({ order_id: order.id, location_id: await stockLocationId(), description: 'Widerruf per E-Mail' })
    expect(started).toMatchObject({ order_id: order.id, status: 'open' })

    const added = await returns.items.add(started.id, {
      items: [{ id: line.id, quantity: 2, reason_id: await returnReasonId('withdrawal'), internal_note: 'Kundin schreibt am 3. Tag' }],
    })
    const [returned] = pendingActions(added.order_preview, 'RETURN_ITEM')
    expect(returned).toMatchObject({ lineId: line.id, quantity: 2 })

    const fewer = await returns.items.update(started.id, returned.id, { quantity: 1, reason_id: await returnReasonId('wrong_size') })
    expect(pendingActions(fewer.order_preview, 'RETURN_ITEM')[0].quantity).toBe(1)

    const shipped = await returns.shipping.add(started.id, { shipping_option_id: option, custom_amount: 7.5 })
    const [shipping] = pendingActions(shipped.order_preview, 'SHIPPING_ADD')
    expect(shipping.amount).toBe(7.5)
    const free = await returns.shipping.update(started.id, shipping.id, { custom_amount: 0 })
    expect(pendingActions(free.order_preview, 'SHIPPING_ADD')[0].amount).toBe(0)
    const noShipping = await returns.shipping.remove(started.id, shipping.id)
    expect(pendingActions(noShipping.order_preview, 'SHIPPING_ADD')).toEqual([])

    const updated = await returns.update(started.id, { no_notification: true })
    expect(updated.return.id).toBe(started.id)
    const none = await returns.items.remove(started.id, returned.id)
    expect(pendingActions(none.order_preview, 'RETURN_ITEM')).toEqual([])

    await returns.drop(started.id)
    expect(orderSnapshot(await readOrder(order.id))).toEqual(before)
  })
})

describe('returns, receive phase and refund (POST …/receive, …/receive-items, …/dismiss-items, …/receive/confirm, DELETE …/receive, POST …/cancel)', () => {
  it('receives one piece, dismisses a damaged one, shows the refund before confirming and refunds it', async () => {
    const order = await placePaidOrder({ quantity: 2, shipped: true })
    const [line] = order.items!
    const unit = Number(line.unit_price)

    const started = await returns.begin({ order_id: order.id, location_id: await stockLocationId() })
    await returns.items.add(started.id, { items: [{ id: line.id, quantity: 2, reason_id: await returnReasonId('damaged') }] })
    await returns.shipping.add(started.id, { shipping_option_id: await returnShippingOptionId(), custom_amount: 0 })
    const requested = await returns.request(started.id)
    expect(requested.return.status).toBe('requested')
    expect((await readOrder(order.id)).items![0].detail).toMatchObject({ return_requested_quantity: 2 })

    // a receipt begun and cancelled leaves the requested return as it was
    const waiting = orderSnapshot(await readOrder(order.id))
    await returns.beginReceive(started.id)
    const half = await returns.received.add(started.id, { items: [{ id: line.id, quantity: 1 }] })
    expect(pendingActions(half.order_preview, 'RECEIVE_RETURN_ITEM')).toHaveLength(1)
    await returns.dropReceive(started.id)
    expect(orderSnapshot(await readOrder(order.id))).toEqual(waiting)

    const receipt = await returns.beginReceive(started.id, { description: 'Paket angekommen' })
    expect(receipt.id).toBe(started.id)
    const received = await returns.received.add(started.id, { items: [{ id: line.id, quantity: 2 }] })
    const [receiveAction] = pendingActions(received.order_preview, 'RECEIVE_RETURN_ITEM')
    await returns.received.update(started.id, receiveAction.id, { quantity: 1 })
    const dismissed = await returns.dismissed.add(started.id, { items: [{ id: line.id, quantity: 1, internal_note: 'Stein ausgebrochen' }] })
    const [dismissAction] = pendingActions(dismissed.order_preview, 'RECEIVE_DAMAGED_RETURN_ITEM')
    expect(dismissAction.quantity).toBe(1)
    const noted = await returns.dismissed.update(started.id, dismissAction.id, { quantity: 1, internal_note: 'Stein ausgebrochen, Fassung verbogen' })
    expect(pendingActions(noted.order_preview, 'RECEIVE_DAMAGED_RETURN_ITEM').map((action) => action.quantity)).toEqual([1])

    // what the screen shows before confirming, also when it reopens the flow
    const { money } = await retrieveOrderPreview(order.id)
    expect(money).toMatchObject({ toRefund: 2 * unit, toPay: 0 })

    const confirmed = await returns.confirmReceive(started.id)
    expect(confirmed.return.status).toBe('received')
    expect(confirmed.money.toRefund).toBe(2 * unit)
    const after = await readOrder(order.id)
    expect(after.items![0].detail).toMatchObject({ return_received_quantity: 1, return_dismissed_quantity: 1 })
    expect(after.summary!.pending_difference).toBe(-2 * unit)

    const reason = (await listRefundReasons()).find((candidate) => candidate.code === 'return')!
    await refundPayment(paymentsOf(after)[0].id, { amount: confirmed.money.toRefund, refund_reason_id: reason.id })
    const refunded = await readOrder(order.id)
    expect(refunded.summary!.pending_difference).toBe(0)
    expect(refunded.payment_status).toBe('refunded')
  })

  it('removes received and dismissed lines again before confirming', async () => {
    const order = await orderOfReceiptsTakenBack()
    const [line] = order.items!
    const started = await returns.begin({ order_id: order.id, location_id: await stockLocationId() })
    await returns.items.add(started.id, { items: [{ id: line.id, quantity: 1 }] })
    await returns.request(started.id)
    await returns.beginReceive(started.id)
    const received = await returns.received.add(started.id, { items: [{ id: line.id, quantity: 1 }] })
    const none = await returns.received.remove(started.id, pendingActions(received.order_preview, 'RECEIVE_RETURN_ITEM')[0].id)
    expect(pendingActions(none.order_preview, 'RECEIVE_RETURN_ITEM')).toEqual([])
    const dismissed = await returns.dismissed.add(started.id, { items: [{ id: line.id, quantity: 1 }] })
    const nothing = await returns.dismissed.remove(started.id, pendingActions(dismissed.order_preview, 'RECEIVE_DAMAGED_RETURN_ITEM')[0].id)
    expect(pendingActions(nothing.order_preview, 'RECEIVE_DAMAGED_RETURN_ITEM')).toEqual([])
    await returns.dropReceive(started.id)
  })

  it("shows Medusa 2.21's DELETE …/dismiss-items/{actionId} still failing for a dismissed line (when this fails, returns.dismissed.remove can use it)", async () => {
    const { sdk } = await import('../../../api/sdk')
    const order = await orderOfReceiptsTakenBack()
    const started = await returns.begin({ order_id: order.id, location_id: await stockLocationId() })
    await returns.items.add(started.id, { items: [{ id: order.items![0].id, quantity: 1 }] })
    await returns.request(started.id)
    await returns.beginReceive(started.id)
    const dismissed = await returns.dismissed.add(started.id, { items: [{ id: order.items![0].id, quantity: 1 }] })
    const [action] = pendingActions(dismissed.order_preview, 'RECEIVE_DAMAGED_RETURN_ITEM')
    // Medusa runs the workflow of a requested line (removeItemReturnActionWorkflow), which throws a plain Error for every
    // other action ("Action … is not requesting item return" in its log): a 500 whose message Medusa hides
    await expect(sdk.admin.return.removeDismissItem(started.id, action.id)).rejects.toMatchObject({ status: 500, message: 'An unknown error occurred.' })
    expect(pendingActions((await retrieveOrderPreview(order.id)).preview, 'RECEIVE_DAMAGED_RETURN_ITEM').map((step) => step.id)).toEqual([action.id])
    // the receive-items route removes it
    await returns.dismissed.remove(started.id, action.id)
    expect(pendingActions((await retrieveOrderPreview(order.id)).preview, 'RECEIVE_DAMAGED_RETURN_ITEM')).toEqual([])
    await returns.dropReceive(started.id)
  })

  it('cancels a requested return with its return parcel, which cannot be cancelled once it is on its way', async () => {
    const { shipReturnParcel } = await import('./return-parcels')
    const order = await placePaidOrder({ quantity: 2, shipped: true })
    const request = async () => {
      const started = await returns.begin({ order_id: order.id, location_id: await stockLocationId() })
      await returns.items.add(started.id, { items: [{ id: order.items![0].id, quantity: 1 }] })
      await returns.shipping.add(started.id, { shipping_option_id: await returnShippingOptionId(), custom_amount: 0 })
      await returns.request(started.id)
      const [listed] = (await listOrderReturns(order.id)).filter((ret) => ret.id === started.id)
      return { id: started.id, parcels: (await import('./return-parcels')).parcelsOf(listed) }
    }
    // a requested return with return shipping has a parcel; cancelling the return cancels it first
    const first = await request()
    expect(first.parcels).toHaveLength(1)
    await returns.cancel(first.id)
    expect((await returns.retrieve(first.id)).status).toBe('canceled')

    // the parcel on its way with the return label's tracking number (POST /admin/fulfillments/{id}/shipment)
    const second = await request()
    await shipReturnParcel(second.parcels[0].id, [
      {
        tracking_number: '00340434161094042557',
        tracking_url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
      },
    ])
    const [shipped] = (await listOrderReturns(order.id)).filter((ret) => ret.id === second.id)
    const [parcel] = (await import('./return-parcels')).parcelsOf(shipped)
    expect(parcel.shipped_at).toBeTruthy()
    expect(parcel.labels?.map((label) => label.tracking_number)).toEqual(['00340434161094042557'])
    // Medusa refuses to ship it twice, and to cancel the return now
    await expect(shipReturnParcel(parcel.id, [{ tracking_number: 'X' }])).rejects.toMatchObject({ status: 400 })
    await expect(returns.cancel(second.id)).rejects.toMatchObject({ status: expect.any(Number) })
    expect((await returns.retrieve(second.id)).status).toBe('requested')
    // the pieces come back: it is received instead
    await returns.beginReceive(second.id)
    await returns.received.add(second.id, { items: [{ id: order.items![0].id, quantity: 1 }] })
    expect((await returns.confirmReceive(second.id)).return.status).toBe('received')
    expect((await readOrder(order.id)).items![0].detail).toMatchObject({ return_received_quantity: 1 })
  })

  it('cancels a requested return as a whole', async () => {
    const order = await orderLeftAsItWas()
    const before = orderSnapshot(await readOrder(order.id))
    const started = await returns.begin({ order_id: order.id, location_id: await stockLocationId() })
    await returns.items.add(started.id, { items: [{ id: order.items![0].id, quantity: 1 }] })
    await returns.request(started.id)
    await returns.cancel(started.id)
    const canceled = await returns.retrieve(started.id)
    expect(canceled.status).toBe('canceled')
    expect(canceled.canceled_at).toBeTruthy()
    const after = orderSnapshot(await readOrder(order.id))
    expect(after.items).toEqual(before.items)
    expect(after.totals).toEqual(before.totals)
  })
})
