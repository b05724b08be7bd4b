import { describe, expect, it } from 'vitest'
import { refundNotComingBack } from './claim-refund'

const prices: Record<string, number> = { ring: 2490, chain: 99.95 }
const unitPrice = (itemId: string) => prices[itemId] ?? 0

describe('a refund claim beyond what Medusa counts', () => {
  it('owes the claimed pieces that do not come back, at their unit price', () => {
    expect(refundNotComingBack([{ item_id: 'ring', quantity: 1 }], [], unitPrice)).toBe(2490)
    expect(
      refundNotComingBack(
        [
          { item_id: 'ring', quantity: 2 },
          { item_id: 'chain', quantity: '3' },
        ],
        [{ item_id: 'ring', quantity: 1 }],
        unitPrice,
      ),
    ).toBe(2789.85)
  })
  it('owes nothing more when every claimed piece comes back (Medusa counts those)', () => {
    expect(refundNotComingBack([{ item_id: 'ring', quantity: 2 }], [{ item_id: 'ring', quantity: 2 }], unitPrice)).toBe(0)
    expect(refundNotComingBack([], [], unitPrice)).toBe(0)
  })
})
