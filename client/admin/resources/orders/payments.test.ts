import type { AdminOrder } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { amountOf, capturablePayments, openCardPayments, openTransfers } from './payments'

const order = (status: string, payments: object[]) => ({ status, payment_collections: [{ payments }] }) as unknown as AdminOrder
const BANK = 'pp_bank-transfer_bank-transfer'
const CARD = 'pp_stripe_stripe'

describe('payments to capture', () => {
  it('are the authorized ones not yet captured or cancelled', () => {
    const open = { id: 'pay_1', amount: 10, captured_at: null, canceled_at: null, provider_id: BANK }
    const done = { id: 'pay_2', amount: 10, captured_at: '2026-11-21T10:00:00Z', canceled_at: null, provider_id: BANK }
    const cancelled = { id: 'pay_3', amount: 10, captured_at: null, canceled_at: '2026-11-21T10:00:00Z', provider_id: BANK }
    expect(capturablePayments(order('pending', [open, done, cancelled])).map((p) => p.id)).toEqual(['pay_1'])
  })
  it('are none for a cancelled order or one without payments', () => {
    expect(capturablePayments(order('canceled', [{ id: 'pay_1', captured_at: null, canceled_at: null }]))).toEqual([])
    expect(capturablePayments({ status: 'pending' } as unknown as AdminOrder)).toEqual([])
  })
  it('tell bank transfers (booked when the money arrives) from card payments (captured at shipping)', () => {
    const both = order('pending', [
      { id: 'pay_b', amount: 120.5, provider_id: BANK },
      { id: 'pay_c', amount: 30, provider_id: CARD },
    ])
    expect(openTransfers(both).map((p) => p.id)).toEqual(['pay_b'])
    expect(openCardPayments(both).map((p) => p.id)).toEqual(['pay_c'])
    expect(amountOf(capturablePayments(both))).toBe(150.5)
  })
})
