import { describe, expect, it } from 'vitest'
import { previewMoney } from './preview-money'

const preview = (summary: Record<string, number>) => ({ summary })

describe('previewMoney: the money of a pending change', () => {
  it('an exchange for a dearer ring: the customer pays the difference', () => {
    expect(previewMoney(preview({ original_order_total: 1200, current_order_total: 1350, transaction_total: 1200, pending_difference: 150 }))).toEqual({
      totalBefore: 1200,
      totalAfter: 1350,
      change: 150,
      paid: 1200,
      toPay: 150,
      toRefund: 0,
    })
  })

  it('a return of a paid item: the shop refunds', () => {
    const money = previewMoney(preview({ original_order_total: 30, current_order_total: 30, transaction_total: 30, pending_difference: -10 }))
    expect(money).toMatchObject({ toPay: 0, toRefund: 10, paid: 30 })
  })

  it('an edit of an unpaid bank-transfer order: the whole new total is open', () => {
    const money = previewMoney(preview({ original_order_total: 100, current_order_total: 80, transaction_total: 0, pending_difference: 80 }))
    expect(money).toMatchObject({ change: -20, toPay: 80, toRefund: 0, paid: 0 })
  })

  it("rounds Medusa's unrounded tax shares to cents, and a rest below a cent is nothing open", () => {
    const money = previewMoney(
      preview({ original_order_total: 19.999999999, current_order_total: 29.999999998, transaction_total: 20, pending_difference: 0.000000001 }),
    )
    expect(money).toMatchObject({ totalBefore: 20, totalAfter: 30, change: 10, toPay: 0, toRefund: 0 })
    expect(Object.is(previewMoney(preview({ pending_difference: -0.001 })).toRefund, 0)).toBe(true)
  })

  it('reads a preview without a summary as nothing to pay or refund', () => {
    expect(previewMoney({ summary: null })).toEqual({ totalBefore: 0, totalAfter: 0, change: 0, paid: 0, toPay: 0, toRefund: 0 })
  })

  it('falls back to the current total when Medusa gives no original total', () => {
    expect(previewMoney(preview({ current_order_total: 50, transaction_total: 50, pending_difference: 0 }))).toMatchObject({ totalBefore: 50, change: 0 })
  })
})
