import { describe, expect, it } from 'vitest'
import { plusOwed, swapMoney } from './swap-money'

// a line of two pieces at 10 each, one of them coming back (Medusa's preview leaves its credit out)
const returned = (pieces: number) => ({
  id: 'ordli_old',
  quantity: 2,
  unit_price: 10,
  actions: [{ id: 'act_r', action: 'RETURN_ITEM', details: { quantity: pieces }, amount: 0 }],
})
const added = (price: number) => ({
  id: 'ordli_new',
  quantity: 1,
  unit_price: price,
  actions: [{ id: 'act_a', action: 'ITEM_ADD', details: { quantity: 1 }, amount: price }],
})

describe("swapMoney: a claim's or exchange's money with the returned pieces credited", () => {
  it('a free replacement: the preview asks for the new piece, the returned one pays for it', () => {
    const preview = {
      summary: { original_order_total: 20, current_order_total: 30, transaction_total: 20, pending_difference: 10 },
      items: [returned(1), added(10)],
    }
    expect(swapMoney(preview)).toMatchObject({ totalBefore: 20, totalAfter: 30, toPay: 0, toRefund: 0 })
  })

  it('a refund claim: the returned pieces go back as money', () => {
    const preview = { summary: { original_order_total: 20, current_order_total: 20, transaction_total: 20, pending_difference: 0 }, items: [returned(2)] }
    expect(swapMoney(preview)).toMatchObject({ toPay: 0, toRefund: 20 })
  })

  it('a ring in a dearer size: the customer pays the difference only', () => {
    const preview = {
      summary: { original_order_total: 20, current_order_total: 35, transaction_total: 20, pending_difference: 15 },
      items: [returned(1), added(15)],
    }
    expect(swapMoney(preview)).toMatchObject({ toPay: 5, toRefund: 0 })
  })

  it('a cheaper one: the difference goes back', () => {
    const preview = {
      summary: { original_order_total: 20, current_order_total: 26, transaction_total: 20, pending_difference: 6 },
      items: [returned(1), added(6)],
    }
    expect(swapMoney(preview)).toMatchObject({ toPay: 0, toRefund: 4 })
  })

  it("with nothing coming back it is the preview's money", () => {
    const preview = {
      summary: { original_order_total: 10, current_order_total: 10, transaction_total: 10, pending_difference: 0 },
      items: [{ id: 'ordli_1', unit_price: 10 }],
    }
    expect(swapMoney(preview)).toMatchObject({ toPay: 0, toRefund: 0 })
  })

  it('adds what else is owed: first against what is to pay, the rest goes back', () => {
    const money = { totalBefore: 20, totalAfter: 30, change: 10, paid: 20, toPay: 10, toRefund: 0 }
    expect(plusOwed(money, 25)).toMatchObject({ toPay: 0, toRefund: 15 })
    expect(plusOwed(money, 4)).toMatchObject({ toPay: 6, toRefund: 0 })
  })
})
