import { describe, expect, it } from 'vitest'
import type { Cart } from './cart-state'
import { cartCredit } from './gift-cards'

describe('cartCredit', () => {
  it('names each gift card on the cart with what it pays now, and sums store credit', () => {
    const cart = {
      gift_cards: [{ id: 'gcard_1', code: 'GS-AAAA' }, { id: 'gcard_2', code: 'GS-BBBB' }, null],
      credit_lines: [
        { reference: 'gift-card', reference_id: 'gcard_1', amount: 40 },
        { reference: 'store-credit', reference_id: 'sc_acc_1', amount: 12.5 },
        { reference: 'store_credit', reference_id: 'cus_1', amount: 99 },
      ],
    } as unknown as Cart
    expect(cartCredit(cart)).toEqual({
      giftCards: [
        { code: 'GS-AAAA', amount: 40 },
        { code: 'GS-BBBB', amount: 0 },
      ],
      storeCredit: 12.5,
    })
    expect(cartCredit(null)).toEqual({ giftCards: [], storeCredit: 0 })
  })
})
