import { describe, expect, it } from 'vitest'
import { paymentState } from './payment-state'

const payment = (fields: Partial<Parameters<typeof paymentState>[0]> = {}) =>
  ({ amount: 100, captured_at: null, canceled_at: null, captures: [], refunds: [], ...fields }) as Parameters<typeof paymentState>[0]

describe('paymentState', () => {
  it('is authorized until money is captured (a bank transfer not yet arrived)', () => {
    expect(paymentState(payment())).toBe('authorized')
  })

  it('is captured when all of it was taken, partially captured when less', () => {
    expect(paymentState(payment({ captured_at: '2026-01-02T10:00:00Z', captures: [{ amount: 100 }] as never }))).toBe('captured')
    expect(paymentState(payment({ captured_at: '2026-01-02T10:00:00Z', captures: [{ amount: 40 }] as never }))).toBe('partially_captured')
  })

  it('is refunded, or partially refunded, once money went back', () => {
    const captured = { captured_at: '2026-01-02T10:00:00Z', captures: [{ amount: 100 }] as never }
    expect(paymentState(payment({ ...captured, refunds: [{ amount: 30 }] as never }))).toBe('partially_refunded')
    expect(paymentState(payment({ ...captured, refunds: [{ amount: 30 }, { amount: 70 }] as never }))).toBe('refunded')
  })

  it('is cancelled whatever else it holds', () => {
    expect(paymentState(payment({ canceled_at: '2026-01-02T10:00:00Z' }))).toBe('canceled')
  })
})
