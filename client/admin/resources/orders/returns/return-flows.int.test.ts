import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { requestReturnFlow } = await import('./request-return-flow')
const { receiveReturnFlow } = await import('./receive-return-flow')
const { retrieveOrderPreview } = await import('../calls/order-preview')
const { pendingActions } = await import('../calls/pending-actions')
const { placePaidOrder, readOrder, returnReasonId, returnShippingOptionId } = await import('../calls/test/placed-order')
const { orderSnapshot } = await import('../calls/test/order-snapshot')

describe('the return flows against Medusa', () => {
  it('requests both pieces with return shipping deducted; a request put in again replaces the first; cancelled, the order is as before', async () => {
    const order = await placePaidOrder({ quantity: 2, shipped: true })
    const before = orderSnapshot(order)
    const unit = Number(order.items![0].unit_price)
    const flow = requestReturnFlow(order)
    const change = await flow.begin()
    expect(change.lines).toMatchObject([{ item_id: order.items![0].id, returnable: 2, quantity: 0 }])
    const values = {
      lines: change.lines.map((line) => ({ ...line, quantity: 2, reason_id: '' })),
      location_id: change.location_id,
      shipping_option_id: await returnShippingOptionId(),
      shipping_amount: 5,
    }
    values.lines[0].reason_id = await returnReasonId('wrong_size')
    await flow.request(change, values)
    // as after a failure half-way: the same choice again
    const requested = await flow.request(change, values)
    expect(await flow.preview(requested)).toEqual({ itemsValue: 2 * unit, shipping: 5, refund: 2 * unit - 5, cards: [] })
    const { preview } = await retrieveOrderPreview(order.id)
    expect(pendingActions(preview).map((step) => [step.action, step.quantity ?? step.amount])).toEqual([
      ['RETURN_ITEM', 2],
      ['SHIPPING_ADD', 5],
    ])
    await flow.cancel(requested)
    expect(orderSnapshot(await readOrder(order.id))).toEqual(before)
  })

  it('a choice changed after its money was shown changes the held steps in place; resumed later, the flow shows them', async () => {
    const order = await placePaidOrder({ quantity: 2, shipped: true })
    const unit = Number(order.items![0].unit_price)
    const flow = requestReturnFlow(order)
    const change = await flow.begin()
    expect(change.location_id).toBeTruthy()
    const first = {
      lines: change.lines.map((line) => ({ ...line, quantity: 2, reason_id: '' })),
      location_id: change.location_id,
      shipping_option_id: await returnShippingOptionId(),
      shipping_amount: 5,
    }
    first.lines[0].reason_id = await returnReasonId('wrong_size')
    const requested = await flow.request(change, first)
    const [returned] = pendingActions((await retrieveOrderPreview(order.id)).preview, 'RETURN_ITEM')

    // back from the money: one piece only, damaged, and no return shipping
    const second = {
      ...first,
      lines: [{ ...first.lines[0], quantity: 1, reason_id: await returnReasonId('damaged'), note: 'Kratzer' }],
      shipping_option_id: '',
      shipping_amount: null,
    }
    const changed = await flow.request(requested, second)
    expect(await flow.preview(changed)).toEqual({ itemsValue: unit, shipping: 0, refund: unit, cards: [] })
    const held = pendingActions((await retrieveOrderPreview(order.id)).preview)
    expect(held.map((step) => [step.id, step.action, step.quantity, step.reason, step.note])).toEqual([
      [returned.id, 'RETURN_ITEM', 1, await returnReasonId('damaged'), 'Kratzer'],
    ])

    // the tab closed: the return is resumed with what it holds
    const resumed = requestReturnFlow(order, changed.id)
    const again = await resumed.begin()
    expect(again).toMatchObject({ id: changed.id, location_id: change.location_id, shipping_option_id: '', shipping_amount: null })
    expect(again.lines).toMatchObject([{ item_id: order.items![0].id, quantity: 1, reason_id: await returnReasonId('damaged'), note: 'Kratzer' }])
    await resumed.cancel(again)
    expect(pendingActions((await retrieveOrderPreview(order.id)).preview)).toEqual([])
  })

  it('receives one piece and dismisses a damaged one, with the refund due shown before confirming', async () => {
    const order = await placePaidOrder({ quantity: 2, shipped: true })
    const unit = Number(order.items![0].unit_price)
    const request = requestReturnFlow(order)
    const change = await request.begin()
    const requested = await request.request(change, {
      lines: change.lines.map((line) => ({ ...line, quantity: 2 })),
      location_id: change.location_id,
      shipping_option_id: '',
      shipping_amount: null,
    })
    expect(await request.preview(requested)).toEqual({ itemsValue: 2 * unit, shipping: 0, refund: 2 * unit, cards: [] })
    await request.confirm(requested)

    const receive = receiveReturnFlow(order, requested.id)
    const receipt = await receive.begin()
    expect(receipt.lines).toMatchObject([{ item_id: order.items![0].id, requested: 2, received: 2, damaged: 0 }])
    const booked = await receive.request(receipt, { lines: [{ ...receipt.lines[0], received: 1, damaged: 1, note: 'Stein ausgebrochen' }] })
    const money = await receive.preview(booked)
    expect(receive.amounts(money).find((amount) => amount.emphasis)).toMatchObject({ label: 'returns.refundDue', amount: 2 * unit })
    await receive.confirm(booked)
    const after = await readOrder(order.id)
    expect(after.items![0].detail).toMatchObject({ return_received_quantity: 1, return_dismissed_quantity: 1 })
    expect(after.summary!.pending_difference).toBe(-2 * unit)
  })
})
