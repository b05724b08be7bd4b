import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'

/**
 * POST /admin/payment-collections: asks the customer for an amount still open on the order (after an edit or
 * an exchange made it dearer); it is paid by bank transfer and then marked as paid.
 */
export async function createPaymentCollection(orderId: string, amount: number): Promise<HttpTypes.AdminPaymentCollection> {
  return (await sdk.admin.paymentCollection.create({ order_id: orderId, amount })).payment_collection
}

/** POST /admin/payment-collections/{id}/mark-as-paid: the transfer arrived; books it as a captured payment. */
export async function markPaymentCollectionAsPaid(collectionId: string, orderId: string): Promise<HttpTypes.AdminPaymentCollection> {
  return (await sdk.admin.paymentCollection.markAsPaid(collectionId, { order_id: orderId })).payment_collection
}

/** DELETE /admin/payment-collections/{id}: withdraws a request for money that is no longer owed. */
export async function deletePaymentCollection(collectionId: string): Promise<void> {
  await sdk.admin.paymentCollection.delete(collectionId)
}
