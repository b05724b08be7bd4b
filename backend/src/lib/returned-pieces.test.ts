import { describe, expect, it } from 'vitest'
import { piecesOf, RETURNED_FIELDS, type ReturnsOfOrder } from './returned-pieces'

// items as Medusa returns them once their pieces came back: `total` is what the order still holds (0 for the ring,
// all back), `fulfilled_total` what the fulfilled pieces were charged
const ring = {
  id: 'item_ring',
  title: 'Ring',
  product_title: 'Verlobungsring Aurelia',
  variant_title: '54',
  quantity: 2,
  total: 0,
  fulfilled_total: 3780,
  detail: { fulfilled_quantity: 2 },
  tax_lines: [{ rate: 19 }],
}
const chain = {
  id: 'item_chain',
  title: 'Kette',
  product_title: 'Perlenkette Akoya',
  variant_title: null,
  quantity: 1,
  total: 630,
  fulfilled_total: 630,
  detail: { fulfilled_quantity: 1 },
  tax_lines: [{ rate: 19 }],
}
const order = (returns: ReturnsOfOrder['returns']): ReturnsOfOrder => ({ items: [ring, chain], returns })
const pieces = (of: ReturnsOfOrder, credited: string[] = [], refunded_at = '2026-11-25T10:00:00Z') =>
  piecesOf(of, { refunded_at, credited: new Set(credited), describe: (item) => item.product_title ?? item.title })

describe('piecesOf', () => {
  it("asks Medusa for the return items' quantities and the order's totals, without which it computes no item's value", () => {
    expect(RETURNED_FIELDS).toContain('returns.items.*')
    expect(RETURNED_FIELDS).toContain('total')
  })

  it('names each piece of a received return with the quantity that came back (a damaged one counted once) and its value as charged', () => {
    // one ring back in stock, one dismissed as damaged: Medusa's received_quantity counts both
    const received = order([
      {
        id: 'ret_1',
        status: 'received',
        received_at: '2026-11-24T10:00:00Z',
        items: [{ item_id: 'item_ring', received_quantity: 2, damaged_quantity: 1 }],
      },
    ])
    expect(pieces(received)).toEqual({
      return_ids: ['ret_1'],
      pieces: [{ description: 'Verlobungsring Aurelia', quantity: 2, value: 3780, rate: 19 }],
    })
  })

  it('counts a return received in part, and none received after the refund, requested only or named on an earlier credit note', () => {
    const returns = order([
      {
        id: 'ret_part',
        status: 'partially_received',
        received_at: null,
        updated_at: '2026-11-24T10:00:00Z',
        items: [{ item_id: 'item_ring', received_quantity: '1' }],
      },
      { id: 'ret_later', status: 'received', received_at: '2026-11-26T10:00:00Z', items: [{ item_id: 'item_chain', received_quantity: 1 }] },
      {
        id: 'ret_requested',
        status: 'requested',
        received_at: null,
        updated_at: '2026-11-20T10:00:00Z',
        items: [{ item_id: 'item_chain', received_quantity: 0 }],
      },
      { id: 'ret_done', status: 'received', received_at: '2026-11-21T10:00:00Z', items: [{ item_id: 'item_chain', received_quantity: 1 }] },
    ])
    expect(pieces(returns, ['ret_done'])).toEqual({
      return_ids: ['ret_part'],
      pieces: [{ description: 'Verlobungsring Aurelia', quantity: 1, value: 1890, rate: 19 }],
    })
  })

  it('finds nothing for a refund without a return, or when Medusa left out what the pieces cost', () => {
    expect(pieces(order([]))).toEqual({ return_ids: [], pieces: [] })
    const unpriced: ReturnsOfOrder = {
      items: [{ ...ring, fulfilled_total: undefined }],
      returns: [{ id: 'ret_1', status: 'received', received_at: '2026-11-24T10:00:00Z', items: [{ item_id: 'item_ring', received_quantity: 1 }] }],
    }
    expect(pieces(unpriced)).toEqual({ return_ids: [], pieces: [] })
  })
})
