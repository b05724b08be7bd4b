import { WORKER_URL } from './browser'
import { adminToken } from './checkout-steps'

/**
 * What staff do with an order after it was placed, through Medusa's admin API behind the worker (the back office's
 * way): book the transfer, fulfil, ship with tracking, mark delivered, refund, cancel. Each throws on a refusal.
 */
export async function staff<T = any>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
  const response = await staffCall(path, body, method)
  if (!response.ok) throw new Error(`admin ${method} ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

// one sign-in per test file: the back end throttles sign-ins per client
let token: Promise<string> | null = null

/** The raw answer of a staff call (for PDFs and refusals). */
export async function staffCall(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<Response> {
  token ??= adminToken()
  return fetch(`${WORKER_URL}/admin/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${await token}`, 'content-type': 'application/json', origin: WORKER_URL },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

type Payment = { id: string; amount: number }
type Order = { id: string; items: { id: string; quantity: number }[]; payment_collections: { payments: Payment[] }[] }

const orderOf = (id: string) =>
  staff<{ order: Order }>(`/orders/${id}?fields=id,*items,*payment_collections,*payment_collections.payments`).then((answer) => answer.order)
const paymentOf = async (id: string) => (await orderOf(id)).payment_collections.flatMap((collection) => collection.payments)[0]!

/** The bank transfer arrived: staff capture the payment ("Zahlungseingang buchen"). */
export async function markPaid(orderId: string) {
  const payment = await paymentOf(orderId)
  await staff(`/payments/${payment.id}/capture`, {})
  return payment
}

type Label = { tracking_number: string; tracking_url?: string }

/** Fulfils every item (from the location Medusa picks for the shipping option) and ships it with a tracking number. */
export async function ship(orderId: string, label: Label = { tracking_number: `JJD${Date.now()}` }) {
  return shipItems(await orderOf(orderId), label)
}

/** A prepaid order's way to its invoice: the transfer booked, then every item shipped, the order read once for both. */
export async function markPaidAndShip(orderId: string, label: Label = { tracking_number: `JJD${Date.now()}` }) {
  const order = await orderOf(orderId)
  await staff(`/payments/${order.payment_collections.flatMap((collection) => collection.payments)[0]!.id}/capture`, {})
  return shipItems(order, label)
}

async function shipItems({ id: orderId, items: lines }: Order, label: Label) {
  const items = lines.map((item) => ({ id: item.id, quantity: item.quantity }))
  const { order: fulfilled } = await staff<{ order: { fulfillments: { id: string; shipped_at: string | null }[] } }>(
    `/orders/${orderId}/fulfillments?fields=id,*fulfillments`,
    { items },
  )
  const fulfillment = fulfilled.fulfillments.find((candidate) => !candidate.shipped_at)!
  await staff(`/orders/${orderId}/fulfillments/${fulfillment.id}/shipments`, {
    items,
    labels: [{ tracking_number: label.tracking_number, tracking_url: label.tracking_url ?? '', label_url: '' }],
  })
  return fulfillment.id
}

export async function deliver(orderId: string, fulfillmentId: string) {
  await staff(`/orders/${orderId}/fulfillments/${fulfillmentId}/mark-as-delivered`, {})
}

/** Gives `amount` back on the order's (captured) payment. */
export async function refund(orderId: string, amount: number, note?: string) {
  const payment = await paymentOf(orderId)
  await staff(`/payments/${payment.id}/refund`, { amount, ...(note ? { note } : {}) })
}

export async function cancel(orderId: string) {
  await staff(`/orders/${orderId}/cancel`, {})
}
