// @vitest-environment jsdom
import type { AdminOrder } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { transferBooking, transferDue } from './transfer-booking'

const BANK = 'pp_bank-transfer_bank-transfer'
const CARD = 'pp_stripe_stripe'
const waiting = (provider_id: string, amount: number) => ({ id: `pay_${provider_id}`, amount, provider_id, captured_at: null, canceled_at: null })
const order = (pending: number, payment_collections: object[], status = 'pending') =>
  ({ status, summary: { pending_difference: pending }, payment_collections }) as unknown as AdminOrder

describe('what "Zahlungseingang buchen" books', () => {
  it("is a web order's bank transfer waiting for the money, and nothing beside it", () => {
    const web = order(120, [{ id: 'paycol_1', status: 'authorized', amount: 120, payments: [waiting(BANK, 120)] }])
    expect(transferBooking(web)).toMatchObject({ requests: [], owed: 0 })
    expect(transferDue(web)).toBe(120)
  })

  it('is what a draft converted by phone owes, with no request for it', () => {
    expect(transferBooking(order(89.5, []))).toEqual({ payments: [], requests: [], owed: 89.5 })
    expect(transferDue(order(89.5, []))).toBe(89.5)
  })

  it('is a request nobody paid, and what the order owes beyond it (a request left by a draft edit at an older total)', () => {
    const converted = order(100, [{ id: 'paycol_1', status: 'not_paid', amount: 60, payments: [] }])
    expect(transferBooking(converted)).toMatchObject({ requests: [{ id: 'paycol_1' }], owed: 40 })
    expect(transferDue(converted)).toBe(100)
  })

  it('is nothing for an order paid by card, one already paid, or a cancelled one', () => {
    expect(transferDue(order(120, [{ id: 'paycol_1', status: 'authorized', amount: 120, payments: [waiting(CARD, 120)] }]))).toBeNull()
    expect(transferDue(order(0, [{ id: 'paycol_1', status: 'completed', amount: 120, payments: [] }]))).toBeNull()
    expect(transferDue(order(89.5, [], 'canceled'))).toBeNull()
  })
})
