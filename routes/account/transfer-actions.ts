import { client, sdk, statusOf } from '../cart/cart-sdk'

/** Asks for the transfer of the signed-in customer's guest order with this number; false when there is none. */
export async function requestTransfer(displayId: number): Promise<boolean> {
  let id: string
  try {
    id = (await client().fetch<{ order: { id: string } }>('/store/customers/me/claimable-orders', { query: { display_id: displayId } })).order.id
  } catch (error) {
    if (statusOf(error) === 404) return false
    throw error
  }
  await sdk().order.requestTransfer(id, {}, { fields: 'id' })
  return true
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
