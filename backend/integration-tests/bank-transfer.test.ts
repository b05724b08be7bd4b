import { describe, expect, it } from 'vitest'
import { admin, ok, readyCart, sql, store } from './helpers'

const PROVIDER = 'pp_bank-transfer_bank-transfer'

describe('the bank-transfer payment provider', () => {
  it('opens a session with a transfer reference, authorizes on checkout and is captured by staff', async () => {
    const cart = await readyCart(`vorkasse-${Date.now()}@example.de`)
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cart.id } }), 'payment collection')
    const session = await ok(store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: PROVIDER } }), 'payment session')
    const [opened] = session.payment_collection.payment_sessions
    expect(opened.provider_id).toBe(PROVIDER)
    expect(opened.amount).toBe(cart.total)
    // the reference staff match the incoming transfer with: eight characters, no personal data
    expect(opened.data).toEqual({ reference: expect.stringMatching(/^[0-9A-F]{8}$/), currency_code: cart.currency_code })

    const completed = await ok(store(`/carts/${cart.id}/complete`, { method: 'POST' }), 'complete')
    expect(completed.type).toBe('order')
    const [payment] = await sql('select id, provider_id, amount, data, captured_at from payment where payment_collection_id = $1', [payment_collection.id])
    expect(payment).toMatchObject({ provider_id: PROVIDER, data: { reference: opened.data.reference }, captured_at: null })
    const [authorized] = await sql('select status from payment_session where id = $1', [opened.id])
    expect(authorized.status).toBe('authorized')

    // the money arrived: staff capture it in the back office
    expect((await admin(`/payments/${payment.id}/capture`, { body: {} })).status).toBe(200)
    const [captured] = await sql('select captured_at, data from payment where id = $1', [payment.id])
    expect(captured.captured_at).toBeInstanceOf(Date)
    expect(captured.data).toMatchObject({ reference: opened.data.reference, captured_at: expect.any(String) })
  })
})
