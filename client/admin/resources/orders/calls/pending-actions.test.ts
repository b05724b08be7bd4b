import { describe, expect, it } from 'vitest'
import { pendingActions } from './pending-actions'
import { pendingStep } from './test/pending-step'

// the shape of Medusa's preview after an added line, a returned line and a return shipping method (trimmed)
const preview = {
  items: [
    {
      id: 'ordli_old',
      actions: [
        {
          id: 'act_return',
          action: 'RETURN_ITEM',
          ordering: 2,
          details: { quantity: 1, reference_id: 'ordli_old', reason_id: 'rr_size' },
          amount: 10,
          internal_note: 'zu klein',
        },
      ],
    },
    {
      id: 'ordli_new',
      variant_id: 'variant_1',
      actions: [{ id: 'act_add', action: 'ITEM_ADD', ordering: 1, details: { quantity: 2, unit_price: 15, reference_id: 'ordli_new' }, amount: 30 }],
    },
    { id: 'ordli_untouched' },
  ],
  shipping_methods: [
    {
      id: 'ordsm_return',
      shipping_option_id: 'so_return',
      actions: [{ id: 'act_ship', action: 'SHIPPING_ADD', ordering: 3, details: { return_id: 'ret_1' }, amount: 0 }],
    },
  ],
}

describe('pendingActions: the steps of a change, from the preview', () => {
  it('lists every step in the order taken, with the line or method it belongs to', () => {
    expect(pendingActions(preview)).toEqual([
      pendingStep('ITEM_ADD', { id: 'act_add', lineId: 'ordli_new', quantity: 2, amount: 30, variantId: 'variant_1', unitPrice: 15 }),
      pendingStep('RETURN_ITEM', { id: 'act_return', lineId: 'ordli_old', quantity: 1, amount: 10, reason: 'rr_size', note: 'zu klein' }),
      pendingStep('SHIPPING_ADD', { id: 'act_ship', shippingMethodId: 'ordsm_return', amount: 0, optionId: 'so_return', returnId: 'ret_1' }),
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
