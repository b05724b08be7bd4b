import type { AdminOrder } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { timelineOf } from './timeline'

const order = {
  created_at: '2026-11-20T09:00:00.000Z',
  payment_collections: [
    { payments: [{ amount: 120, captured_at: '2026-11-21T09:00:00.000Z', refunds: [{ amount: 20, created_at: '2026-11-23T09:00:00.000Z' }] }] },
  ],
  fulfillments: [{ packed_at: '2026-11-22T08:00:00.000Z', shipped_at: '2026-11-22T09:00:00.000Z', delivered_at: null, canceled_at: null }],
} as unknown as AdminOrder

describe('the order timeline', () => {
  it('lists placement, payments, fulfilment steps, changes and notes, newest first', () => {
    const changes = [{ id: 'ch_1', change_type: 'return', created_at: '2026-11-22T10:00:00.000Z', confirmed_at: '2026-11-22T11:00:00.000Z' }]
    const notes = [{ id: 'n1', text: 'Bitte als Geschenk verpacken', author: 'Anna', at: '2026-11-20T10:00:00.000Z' }]
    const kinds = timelineOf(order, changes, notes).map((event) => (event.kind === 'change' ? `change:${event.step}` : event.kind))
    expect(kinds).toEqual(['refunded', 'change:confirmed', 'change:requested', 'shipped', 'packed', 'captured', 'note', 'placed'])
  })
  it('is the placement alone for a new order', () => {
    expect(timelineOf({ created_at: '2026-11-20T09:00:00.000Z' } as unknown as AdminOrder, [], [])).toEqual([
      { kind: 'placed', at: '2026-11-20T09:00:00.000Z' },
    ])
  })
})
