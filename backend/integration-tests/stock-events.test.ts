import { describe, expect, it } from 'vitest'
import { collectStockRefs, emptyRefs, isStockEvent } from '../src/lib/storefront-cache/stock-events'
import { handlesOf } from '../src/lib/storefront-cache/stock-products'

// What the purge subscriber reads from Medusa 2.21's stock events, before it asks the database which products they touch.

describe('stock events of a burst', () => {
  it('are told apart from catalogue events', () => {
    for (const name of ['order.placed', 'order.canceled', 'inventory-level.updated', 'reservation-item.deleted', 'inventory-item.created'])
      expect(isStockEvent(name), name).toBe(true)
    for (const name of ['product.updated', 'pricing.price.created', 'order.updated', 'cart.updated']) expect(isStockEvent(name), name).toBe(false)
  })

  it('collect what each names: orders, inventory items, levels, reservations with the order that changed them', () => {
    const refs = emptyRefs()
    collectStockRefs(refs, 'order.placed', { id: 'order_1' })
    collectStockRefs(refs, 'reservation-item.created', { id: 'resitem_1', order_id: 'order_1' })
    collectStockRefs(refs, 'reservation-item.deleted', { id: 'resitem_2' })
    collectStockRefs(refs, 'inventory-level.updated', { id: ['ilev_1', 'ilev_2'] })
    collectStockRefs(refs, 'inventory-item.updated', { id: 'iitem_1' })
    collectStockRefs(refs, 'inventory-level.updated', { id: '', order_id: 42 })
    expect(refs).toEqual({
      orders: new Set(['order_1']),
      items: new Set(['iitem_1']),
      levels: new Set(['ilev_1', 'ilev_2']),
      reservations: new Map([
        ['resitem_1', 'order_1'],
        ['resitem_2', null],
      ]),
      lost: false,
    })
  })

  it('mark a deleted inventory item as untraceable (its link to the variant is gone)', () => {
    const refs = emptyRefs()
    collectStockRefs(refs, 'inventory-item.deleted', { id: 'iitem_1' })
    expect(refs.lost).toBe(true)
  })

  it("name a product by both languages' handles", () => {
    expect(
      handlesOf([
        { handle: 'gliederarmband-venezia', metadata: { handle_en: 'venezia-link-bracelet' } },
        { handle: 'ring', metadata: null },
        { handle: 'ring' },
      ]),
    ).toEqual(['gliederarmband-venezia', 'venezia-link-bracelet', 'ring'])
  })
})
