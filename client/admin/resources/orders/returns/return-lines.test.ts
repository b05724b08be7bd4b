import type { HttpTypes } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { requestLines, returnableQuantity, returnMoney } from './return-lines'

const item = (id: string, detail: Partial<HttpTypes.AdminOrderLineItem['detail']> | null, extra: Partial<HttpTypes.AdminOrderLineItem> = {}) =>
  ({ id, title: 'Ring', product_title: 'Ring Aurelia', variant_title: '54', unit_price: 450, detail, ...extra }) as HttpTypes.AdminOrderLineItem

describe('returnableQuantity', () => {
  it('is what was fulfilled less what is asked back, received or dismissed already', () => {
    expect(
      returnableQuantity(
        item('a', { fulfilled_quantity: 3, return_requested_quantity: 1, return_received_quantity: 1, return_dismissed_quantity: 0 } as never),
      ),
    ).toBe(1)
    expect(
      returnableQuantity(
        item('a', { fulfilled_quantity: 2, return_requested_quantity: 0, return_received_quantity: 1, return_dismissed_quantity: 1 } as never),
      ),
    ).toBe(0)
  })
  it('is nothing for an unfulfilled line or one without its detail', () => {
    expect(returnableQuantity(item('a', { fulfilled_quantity: 0 } as never))).toBe(0)
    expect(returnableQuantity(item('a', null))).toBe(0)
  })
})

describe('requestLines', () => {
  it('offers every line with something returnable, nothing chosen, named by product and variant', () => {
    const order = { items: [item('a', { fulfilled_quantity: 2 } as never), item('b', { fulfilled_quantity: 0 } as never)] } as HttpTypes.AdminOrder
    expect(requestLines(order)).toEqual([{ item_id: 'a', title: 'Ring Aurelia · 54', returnable: 2, unit_price: 450, quantity: 0, reason_id: '', note: '' }])
  })
})

describe('returnMoney', () => {
  it('refunds the pieces less the return shipping', () => {
    expect(
      returnMoney(
        [
          { unit_price: 450, quantity: 2 },
          { unit_price: 99.9, quantity: 1 },
        ],
        7.5,
      ),
    ).toEqual({ itemsValue: 999.9, shipping: 7.5, refund: 992.4 })
  })
  it('never refunds less than nothing', () => {
    expect(returnMoney([{ unit_price: 5, quantity: 1 }], 7.5)).toEqual({ itemsValue: 5, shipping: 7.5, refund: 0 })
  })
})
