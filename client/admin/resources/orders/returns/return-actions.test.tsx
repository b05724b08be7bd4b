// @vitest-environment jsdom
import type { AdminOrder } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { createReturn } from './return-actions'

const order = (status: string, fulfilled: number, requested = 0) =>
  ({
    id: 'order_1',
    status,
    items: [
      {
        id: 'item_1',
        quantity: 2,
        detail: { fulfilled_quantity: fulfilled, return_requested_quantity: requested, return_received_quantity: 0, return_dismissed_quantity: 0 },
      },
    ],
  }) as unknown as AdminOrder

describe('"Create return"', () => {
  it('is offered while a fulfilled piece has not been asked back', () => {
    expect(createReturn.when!(order('pending', 2))).toBe(true)
    expect(createReturn.when!(order('completed', 2, 1))).toBe(true)
  })
  it('is not offered before anything is fulfilled, when everything is asked back, or for a cancelled order', () => {
    expect(createReturn.when!(order('pending', 0))).toBe(false)
    expect(createReturn.when!(order('pending', 2, 2))).toBe(false)
    expect(createReturn.when!(order('canceled', 2))).toBe(false)
  })
})
