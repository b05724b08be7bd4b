import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { sdk } = await import('../../../api/sdk')
const { PAYMENT_FIELDS } = await import('../order-fields')
const { convertDraftToOrder } = await import('../calls/draft-orders')
const { createPaymentCollection, deletePaymentCollection } = await import('../calls/payment-collections')
const { placeUnpaidOrder } = await import('../calls/test/placed-order')
const { phoneSale } = await import('../calls/test/phone-sale')
const { canWithdraw, pendingDifference } = await import('./money-owed')
const { bookTransfer, transferDue } = await import('./transfer-booking')

const read = async (id: string) => (await sdk.admin.order.retrieve(id, { fields: `${PAYMENT_FIELDS},payment_status,total` })).order

describe('one way to book a bank transfer ("Zahlungseingang buchen")', () => {
  it('books a draft converted by phone at once, without asking for the money first; Medusa holds it as captured', async () => {
    const { draft } = await phoneSale()
    const converted = await convertDraftToOrder(draft.id)
    const order = await read(converted.id)
    expect(order.payment_collections ?? []).toEqual([])
    expect(transferDue(order)).toBe(Number(converted.total))

    await bookTransfer(order)
    const paid = await read(order.id)
    expect(paid.payment_status).toBe('captured')
    expect(pendingDifference(paid)).toBe(0)
    expect(transferDue(paid)).toBeNull()
  })

  it("withdraws a request nobody paid, and books a web order's transfer the same way", async () => {
    const { draft } = await phoneSale()
    const converted = await convertDraftToOrder(draft.id)
    const requested = await createPaymentCollection(converted.id, Number(converted.total))
    expect(canWithdraw(requested)).toBe(true)
    // the request itself is booked, not a second one beside it
    expect(transferDue(await read(converted.id))).toBe(Number(converted.total))
    await deletePaymentCollection(requested.id)
    const withdrawn = await read(converted.id)
    expect(withdrawn.payment_collections ?? []).toEqual([])
    expect(withdrawn.payment_status).toBe('not_paid')

    const web = await read((await placeUnpaidOrder(1)).id)
    expect(transferDue(web)).toBe(Number(web.total))
    await bookTransfer(web)
    const paid = await read(web.id)
    expect(paid.payment_status).toBe('captured')
    expect(paid.payment_collections).toHaveLength(1)
  })
})
