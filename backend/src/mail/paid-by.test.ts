import { describe, expect, it } from 'vitest'
import { PAYMENT_PROVIDER_IDS } from '../rules/payment-methods'
import { paidBy } from './paid-by'

describe('paidBy', () => {
  it('tells the customer of a booked transfer and of a paid payment link, not of a capture at shipment', () => {
    expect(paidBy({ provider_id: PAYMENT_PROVIDER_IDS.bank_transfer })).toBe('transfer')
    expect(paidBy({ provider_id: PAYMENT_PROVIDER_IDS.card, data: { capture_method: 'automatic' } })).toBe('link')
    expect(paidBy({ provider_id: PAYMENT_PROVIDER_IDS.card, data: { capture_method: 'manual' } })).toBeNull()
    expect(paidBy({ provider_id: PAYMENT_PROVIDER_IDS.card, data: null })).toBeNull()
    expect(paidBy({ provider_id: PAYMENT_PROVIDER_IDS.paypal, data: { capture_method: 'automatic' } })).toBeNull()
    expect(paidBy({ provider_id: 'pp_system_default' })).toBeNull()
  })
})
