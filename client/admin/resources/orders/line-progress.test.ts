import { describe, expect, it } from 'vitest'
import { progressOf } from './line-progress'

const line = {
  item_id: 'ordli_1',
  quantity: 3,
  fulfilled_quantity: 3,
  shipped_quantity: 3,
  delivered_quantity: 2,
  return_requested_quantity: 0,
  return_received_quantity: 1,
  return_dismissed_quantity: 1,
  written_off_quantity: 0,
}

describe("an order line's progress", () => {
  it('names each step its pieces reached, in order, leaving out what did not happen', () => {
    expect(progressOf(line)).toEqual([
      { label: 'orderLines.packed', count: 3 },
      { label: 'orderLines.shipped', count: 3 },
      { label: 'orderLines.delivered', count: 2 },
      { label: 'orderLines.returned', count: 1 },
      { label: 'orderLines.damaged', count: 1 },
    ])
  })
  it('says nothing of a line with no progress or none read', () => {
    expect(
      progressOf({ ...line, fulfilled_quantity: 0, shipped_quantity: 0, delivered_quantity: 0, return_received_quantity: 0, return_dismissed_quantity: 0 }),
    ).toEqual([])
    expect(progressOf(undefined)).toEqual([])
  })
})
