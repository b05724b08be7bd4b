import { describe, expect, it } from 'vitest'
import { moneyAmounts } from './money-amounts'

const money = { totalBefore: 100, totalAfter: 150, change: 50, paid: 100, toPay: 50, toRefund: 0, currency: 'eur' }

describe('the amounts of an edit', () => {
  it('show the difference to pay first, then the totals and what stays open', () => {
    expect(moneyAmounts(money).map((amount) => [amount.label, amount.amount])).toEqual([
      ['orderEdits.differencePay', 50],
      ['orderEdits.totalBefore', 100],
      ['orderEdits.totalAfter', 150],
      ['orderEdits.openAfter', 50],
    ])
    expect(moneyAmounts(money)[0].emphasis).toBe(true)
  })

  it('show a smaller order as a refund, with the amount the shop owes', () => {
    const smaller = moneyAmounts({ ...money, totalAfter: 70, change: -30, toPay: 0, toRefund: 30 })
    expect(smaller.map((amount) => [amount.label, amount.amount])).toEqual([
      ['orderEdits.differenceRefund', 30],
      ['orderEdits.totalBefore', 100],
      ['orderEdits.totalAfter', 70],
      ['orderEdits.refundAfter', 30],
    ])
  })
})
