import { client, sdk, statusOf } from '../cart/cart-sdk'

/**
 * Claims the guest order with this number for the signed-in account. The back end answers the same whatever the
 * number: if it is a guest order of the account's address, that address gets a mail whose link moves it over.
 */
export async function requestClaim(displayId: number): Promise<void> {
  await client().fetch('/store/customers/me/order-claims', { method: 'POST', body: { display_id: displayId } })
}

/** The owner's answer from the mailed link; false when the link is no longer valid. */
export async function answerTransfer(orderId: string, token: string, answer: 'accept' | 'decline'): Promise<boolean> {
  try {
    if (answer === 'accept') await sdk().order.acceptTransfer(orderId, { token }, { fields: 'id' })
    else await sdk().order.declineTransfer(orderId, { token }, { fields: 'id' })
    return true
  } catch (error) {
    const status = statusOf(error)
    if (status === 400 || status === 404) return false
    throw error
  }
}
