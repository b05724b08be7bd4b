import type { AdminOrder } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { capturablePayments } from './payments'

const order = (status: string, payments: object[]) => ({ status, payment_collections: [{ payments }] }) as unknown as AdminOrder

describe('payments to capture', () => {
  it('are the authorized ones not yet captured or cancelled', () => {
    const open = { id: 'pay_1', amount: 10, captured_at: null, canceled_at: null }
    const done = { id: 'pay_2', amount: 10, captured_at: '2026-11-21T10:00:00Z', canceled_at: null }
    const cancelled = { id: 'pay_3', amount: 10, captured_at: null, canceled_at: '2026-11-21T10:00:00Z' }
    expect(capturablePayments(order('pending', [open, done, cancelled])).map((p) => p.id)).toEqual(['pay_1'])
  })
  it('are none for a cancelled order or one without payments', () => {
    expect(capturablePayments(order('canceled', [{ id: 'pay_1', captured_at: null, canceled_at: null }]))).toEqual([])
    expect(capturablePayments({ status: 'pending' } as unknown as AdminOrder)).toEqual([])
  })
})
