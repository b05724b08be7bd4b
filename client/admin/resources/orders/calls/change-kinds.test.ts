// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sdk } from '../../../api/sdk'
import { claims, draftEdits, returns } from './change-kinds'
import { settle } from './order-changes'
import { pendingStep } from './test/pending-step'

// what the changes send, as `METHOD path`; every answer is an empty preview
const sent: string[] = []
beforeEach(() => {
  sent.length = 0
  vi.spyOn(sdk.client, 'fetch').mockImplementation(async (path, init) => {
    sent.push(`${init?.method ?? 'GET'} ${String(path)}`)
    return { order_preview: {}, draft_order_preview: {} } as never
  })
})
afterEach(() => void vi.restoreAllMocks())

describe('withdraw: a held step is removed by the route of its own kind', () => {
  it("sends a return's requested lines to request-items, received and dismissed lines to receive-items, its shipping to shipping-method", async () => {
    for (const step of [
      pendingStep('RETURN_ITEM', { id: 'act_requested' }),
      pendingStep('RECEIVE_RETURN_ITEM', { id: 'act_received' }),
      pendingStep('RECEIVE_DAMAGED_RETURN_ITEM', { id: 'act_damaged' }),
      pendingStep('SHIPPING_ADD', { id: 'act_shipping', returnId: 'ret_1' }),
    ])
      await returns.withdraw('ret_1', step)
    expect(sent).toEqual([
      'DELETE /admin/returns/ret_1/request-items/act_requested',
      'DELETE /admin/returns/ret_1/receive-items/act_received',
      'DELETE /admin/returns/ret_1/receive-items/act_damaged',
      'DELETE /admin/returns/ret_1/shipping-method/act_shipping',
    ])
  })

  it("tells a claim's return shipping from its outgoing shipping by the return the step brings back", async () => {
    await claims.withdraw('claim_1', pendingStep('SHIPPING_ADD', { id: 'act_back', returnId: 'ret_1' }))
    await claims.withdraw('claim_1', pendingStep('SHIPPING_ADD', { id: 'act_out' }))
    await claims.withdraw('claim_1', pendingStep('WRITE_OFF_ITEM', { id: 'act_claimed' }))
    expect(sent).toEqual([
      'DELETE /admin/claims/claim_1/inbound/shipping-method/act_back',
      'DELETE /admin/claims/claim_1/outbound/shipping-method/act_out',
      'DELETE /admin/claims/claim_1/claim-items/act_claimed',
    ])
  })

  it('refuses a step of a kind the change has no route for, sending nothing', async () => {
    await expect(returns.withdraw('ret_1', pendingStep('ITEM_ADD', { id: 'act_added' }))).rejects.toThrow('ITEM_ADD')
    await expect(draftEdits.withdraw('draft_1', pendingStep('PROMOTION_ADD'))).rejects.toThrow('PROMOTION_ADD')
    expect(sent).toEqual([])
  })
})

describe('settle with withdraw', () => {
  it('removes a receipt step no longer asked for through receive-items, whichever part the flow settles', async () => {
    const held = [
      pendingStep('RECEIVE_RETURN_ITEM', { id: 'act_good', lineId: 'item_1', quantity: 1 }),
      pendingStep('RECEIVE_DAMAGED_RETURN_ITEM', { id: 'act_damaged', lineId: 'item_2', quantity: 1 }),
    ]
    // the flow's key takes every receipt step: both are removed by their own route, none by request-items
    const missing = await settle(held, (step) => step.lineId, [], {
      update: async () => undefined,
      remove: (step) => returns.withdraw('ret_1', step),
    })
    expect(missing).toEqual([])
    expect(sent).toEqual(['DELETE /admin/returns/ret_1/receive-items/act_good', 'DELETE /admin/returns/ret_1/receive-items/act_damaged'])
  })
})
