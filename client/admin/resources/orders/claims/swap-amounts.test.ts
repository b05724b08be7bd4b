import { describe, expect, it } from 'vitest'
import { swapAmounts } from './swap-amounts'

const money = (toPay: number, toRefund: number) => ({ totalBefore: 450, totalAfter: 455, change: 5, paid: 450, toPay, toRefund })

describe('swapAmounts (what staff read before confirming a claim or exchange)', () => {
  it('names the price difference by its direction, emphasised, beside what was paid', () => {
    expect(swapAmounts({ money: money(5, 0), currency: 'eur' })).toEqual([
      { label: 'claims.customerPays', amount: 5, currency: 'eur', emphasis: true },
      { label: 'claims.paidSoFar', amount: 450, currency: 'eur' },
    ])
    expect(swapAmounts({ money: money(0, 30), currency: 'eur' })[0]).toMatchObject({ label: 'claims.customerGetsBack', amount: 30 })
    expect(swapAmounts({ money: money(0, 0), currency: 'eur' })[0]).toMatchObject({ label: 'claims.nothingOpen', amount: 0 })
  })
})
