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

  it("puts the gift card's share of a refund under it", () => {
    expect(swapAmounts({ money: money(0, 130), currency: 'eur', cards: [{ code: 'GS-AAAA-BBBB-CCCC-DDDD', amount: 100 }] })).toEqual([
      { label: 'claims.customerGetsBack', amount: 130, currency: 'eur', emphasis: true },
      { label: 'giftCards.backOnto', params: { code: 'GS-AAAA-BBBB-CCCC-DDDD' }, amount: 100, currency: 'eur' },
      { label: 'claims.paidSoFar', amount: 450, currency: 'eur' },
    ])
  })
})
