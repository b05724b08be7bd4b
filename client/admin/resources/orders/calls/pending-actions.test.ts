import { describe, expect, it } from 'vitest'
import { pendingActions } from './pending-actions'

// the shape of Medusa's preview after an added line, a returned line and a return shipping method (trimmed)
const preview = {
  items: [
    { id: 'ordli_old', actions: [{ id: 'act_return', action: 'RETURN_ITEM', ordering: 2, details: { quantity: 1, reference_id: 'ordli_old' }, amount: 10 }] },
    {
      id: 'ordli_new',
      actions: [{ id: 'act_add', action: 'ITEM_ADD', ordering: 1, details: { quantity: 2, unit_price: 15, reference_id: 'ordli_new' }, amount: 30 }],
    },
    { id: 'ordli_untouched' },
  ],
  shipping_methods: [{ id: 'ordsm_return', actions: [{ id: 'act_ship', action: 'SHIPPING_ADD', ordering: 3, details: { return_id: 'ret_1' }, amount: 0 }] }],
}

describe('pendingActions: the steps of a change, from the preview', () => {
  it('lists every step in the order taken, with the line or method it belongs to', () => {
    expect(pendingActions(preview)).toEqual([
      { id: 'act_add', action: 'ITEM_ADD', lineId: 'ordli_new', shippingMethodId: null, quantity: 2, amount: 30 },
      { id: 'act_return', action: 'RETURN_ITEM', lineId: 'ordli_old', shippingMethodId: null, quantity: 1, amount: 10 },
      { id: 'act_ship', action: 'SHIPPING_ADD', lineId: null, shippingMethodId: 'ordsm_return', quantity: null, amount: 0 },
    ])
  })

  it('filters by kind', () => {
    expect(pendingActions(preview, 'SHIPPING_ADD').map((action) => action.id)).toEqual(['act_ship'])
    expect(pendingActions(preview, 'WRITE_OFF_ITEM')).toEqual([])
  })

  it('reads a preview without lines or methods as no steps', () => {
    expect(pendingActions({})).toEqual([])
    expect(pendingActions({ items: null, shipping_methods: [{ id: 'ordsm_1', actions: null }] })).toEqual([])
  })
})
