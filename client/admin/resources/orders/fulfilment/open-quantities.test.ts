import type { AdminOrder } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { openLines } from './open-quantities'

const order = (fulfillments: unknown[]) =>
  ({
    items: [
      { id: 'item_ring', title: 'Ring', product_title: 'Ring Aurelia', variant_title: '54', quantity: 2 },
      { id: 'item_chain', title: 'Kette', product_title: 'Kette Luna', variant_title: null, quantity: 1 },
    ],
    fulfillments,
  }) as unknown as AdminOrder

describe('openLines', () => {
  it('offers every piece of an order nothing was packed of', () => {
    expect(openLines(order([]))).toEqual([
      { id: 'item_ring', title: 'Ring Aurelia · 54', ordered: 2, open: 2, quantity: 2 },
      { id: 'item_chain', title: 'Kette Luna', ordered: 1, open: 1, quantity: 1 },
    ])
  })

  it('leaves out what a fulfilment holds, and counts a cancelled one as unpacked', () => {
    const packed = [
      {
        canceled_at: null,
        items: [
          { line_item_id: 'item_ring', quantity: 1 },
          { line_item_id: 'item_chain', quantity: 1 },
        ],
      },
      { canceled_at: '2026-11-20T10:00:00Z', items: [{ line_item_id: 'item_ring', quantity: 1 }] },
    ]
    expect(openLines(order(packed))).toEqual([{ id: 'item_ring', title: 'Ring Aurelia · 54', ordered: 2, open: 1, quantity: 1 }])
  })

  it('offers nothing once everything is packed', () => {
    expect(
      openLines(
        order([
          {
            items: [
              { line_item_id: 'item_ring', quantity: 2 },
              { line_item_id: 'item_chain', quantity: 1 },
            ],
          },
        ]),
      ),
    ).toEqual([])
  })
})
