import { describe, expect, it } from 'vitest'
import type { PreviewMoney } from '../calls/preview-money'
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

describe('runSwap', () => {
  it('calls back before out, each only when needed, and answers the money of the last step', async () => {
    const calls: string[] = []
    const money = (toPay: number): PreviewMoney => ({ totalBefore: 450, totalAfter: 450 + toPay, change: toPay, paid: 450, toPay, toRefund: 0 })
    const step = (name: string, toPay: number) => async (id: string, input: unknown) => (
      calls.push(`${name} ${id} ${JSON.stringify(input)}`), { money: money(toPay) }
    )
    const steps: SwapCalls = {
      inboundItems: { add: step('in', 1) },
      inboundShipping: { add: step('return', 2) },
      outboundItems: { add: step('out', 3) },
      outboundShipping: { add: step('ship', 5) },
    }
    expect(await runSwap(steps, 'exchange_1', swapPlan(back, values))).toEqual(money(5))
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['in', 'return', 'out', 'ship'])
    calls.length = 0
    expect(await runSwap(steps, 'exchange_1', swapPlan(back, { ...values, outbound: [], more: [] }))).toEqual(money(2))
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['in', 'return'])
    expect(await runSwap(steps, 'exchange_1', swapPlan([], { ...values, outbound: [], more: [] }))).toBeNull()
  })
})
