// @vitest-environment jsdom
import type { AdminOrder } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { fulfilmentSteps, type ListedFulfilment } from './fulfilment-steps'

const order = { id: 'order_1' } as AdminOrder
const next = (state: Record<string, string | null>) =>
  fulfilmentSteps({ id: 'ful_1', packed_at: '2026-11-20', shipped_at: null, delivered_at: null, canceled_at: null, ...state } as unknown as ListedFulfilment)
    .filter((step) => !step.when || step.when(order))
    .map((step) => step.label)

describe('fulfilmentSteps', () => {
  it('ships or unpacks a packed fulfilment', () => {
    expect(next({})).toEqual(['fulfil.ship', 'fulfil.cancel'])
  })

  it('only marks a shipped one delivered: what left the shop is not unpacked', () => {
    expect(next({ shipped_at: '2026-11-21' })).toEqual(['fulfil.deliver'])
  })

  it('offers nothing once delivered or cancelled', () => {
    expect(next({ shipped_at: '2026-11-21', delivered_at: '2026-11-22' })).toEqual([])
    expect(next({ canceled_at: '2026-11-21' })).toEqual([])
  })
})
