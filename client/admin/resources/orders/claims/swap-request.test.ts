// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { pendingStep } from '../calls/test/pending-step'
import { runSwap, type SwapCalls, swapPlan } from './swap-request'

const values = {
  outbound: [
    { variant_id: 'variant_54', label: 'Ring Aurelia · 54', quantity: 0, price: null },
    { variant_id: 'variant_56', label: 'Ring Aurelia · 56', quantity: 1, price: 455 },
    { variant_id: 'variant_58', label: 'Ring Aurelia · 58', quantity: 2, price: null },
  ],
  more: ['variant_chain'],
  shipping_option: 'so_dhl',
  shipping_amount: 0,
  return_option: 'so_return',
  return_amount: 6,
}
const back = [{ id: 'item_1', quantity: 1, reason_id: 'rr_size' }]

describe('swapPlan (the form of a claim or exchange as calls)', () => {
  it('sends the lines with a quantity, an agreed price only where one was given, and each catalogue variant once', () => {
    expect(swapPlan(back, values)).toEqual({
      inbound: back,
      returnShipping: { shipping_option_id: 'so_return', custom_amount: 6 },
      outbound: [
        { variant_id: 'variant_56', quantity: 1, unit_price: 455 },
        { variant_id: 'variant_58', quantity: 2 },
        { variant_id: 'variant_chain', quantity: 1 },
      ],
      shipping: { shipping_option_id: 'so_dhl', custom_amount: 0 },
    })
  })

  it('ships nothing that does not travel: no return method without pieces back, none out without pieces out, none when "no shipping" is chosen', () => {
    const nothingOut = { ...values, outbound: values.outbound.map((line) => ({ ...line, quantity: 0 })), more: [] }
    expect(swapPlan([], nothingOut)).toEqual({ inbound: [], returnShipping: null, outbound: [], shipping: null })
    expect(swapPlan(back, { ...values, return_option: '', shipping_option: '' })).toMatchObject({ returnShipping: null, shipping: null })
  })
})

/** The calls of a claim or exchange, recorded as `part.call changeId [actionId] body`; a removal as `withdraw changeId actionId kind`. */
function recordedCalls() {
  const calls: string[] = []
  // each answer's money says how many calls were made
  const answer = (call: string) => ({ money: { totalBefore: 450, totalAfter: 450, change: 0, paid: 450, toPay: calls.push(call), toRefund: 0 } })
  const part = (name: string) => ({
    add: async (id: string, body: unknown) => answer(`${name}.add ${id} ${JSON.stringify(body)}`),
    update: async (id: string, actionId: string, body: unknown) => answer(`${name}.update ${id} ${actionId} ${JSON.stringify(body)}`),
  })
  const steps: SwapCalls = {
    inboundItems: part('in'),
    inboundShipping: part('return'),
    outboundItems: part('out'),
    outboundShipping: part('ship'),
    withdraw: async (id, step) => answer(`withdraw ${id} ${step.id} ${step.action}`),
  }
  return { calls, steps }
}

describe('runSwap', () => {
  it('adds back before out, each only when needed, and answers the money of the last call', async () => {
    const { calls, steps } = recordedCalls()
    expect((await runSwap(steps, 'exchange_1', swapPlan(back, values), []))?.toPay).toBe(4)
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['in.add', 'return.add', 'out.add', 'ship.add'])
    calls.length = 0
    await runSwap(steps, 'exchange_1', swapPlan(back, { ...values, outbound: [], more: [] }), [])
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['in.add', 'return.add'])
    calls.length = 0
    expect(await runSwap(steps, 'exchange_1', swapPlan([], { ...values, outbound: [], more: [] }), [])).toBeNull()
    expect(calls).toEqual([])
  })

  it('changes the steps the change holds: other quantities and amounts in place, another option or price anew, the rest removed', async () => {
    const { calls, steps } = recordedCalls()
    const held = [
      pendingStep('RETURN_ITEM', { id: 'act_back', lineId: 'item_1', quantity: 2 }),
      pendingStep('SHIPPING_ADD', { id: 'act_return', optionId: 'so_return', returnId: 'ret_1', amount: 0 }),
      pendingStep('ITEM_ADD', { id: 'act_56', variantId: 'variant_56', quantity: 1, unitPrice: 450, customPrice: true }),
      pendingStep('ITEM_ADD', { id: 'act_58', variantId: 'variant_58', quantity: 1, unitPrice: 450 }),
      pendingStep('ITEM_ADD', { id: 'act_60', variantId: 'variant_60', quantity: 1, unitPrice: 450 }),
      pendingStep('SHIPPING_ADD', { id: 'act_ship', optionId: 'so_express', amount: 12 }),
    ]
    await runSwap(steps, 'exchange_1', swapPlan(back, values), held)
    expect(calls).toEqual([
      'in.update exchange_1 act_back {"quantity":1,"reason_id":"rr_size","internal_note":null}',
      'return.update exchange_1 act_return {"custom_amount":6}',
      // the agreed price of 455 is not the agreed 450 held: Medusa cannot change it, so the line goes in anew
      'withdraw exchange_1 act_56 ITEM_ADD',
      'out.update exchange_1 act_58 {"quantity":2}',
      'withdraw exchange_1 act_60 ITEM_ADD',
      'out.add exchange_1 {"items":[{"variant_id":"variant_56","quantity":1,"unit_price":455},{"variant_id":"variant_chain","quantity":1}]}',
      'withdraw exchange_1 act_ship SHIPPING_ADD',
      'ship.add exchange_1 {"shipping_option_id":"so_dhl","custom_amount":0}',
    ])
  })
})
