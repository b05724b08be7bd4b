import { PAYMENT_LINK_HEADER } from '../../../rules/payment-link'
import { client, statusOf } from '../../cart/cart-sdk'
import { heldElement } from '../../checkout/stripe/held-element'
import { pendingClientSecret } from '../../checkout/stripe/use-stripe-fields'

type LinkPayment = { ok: true } | { ok: false; reason: 'details' | 'closed' } | { ok: false; reason: 'declined'; message: string }

type Collection = { payment_sessions?: { provider_id: string; status: string; data?: Record<string, unknown> }[] }

/**
 * Pays a payment link with the card in Stripe's form: Stripe checks the form, Medusa starts the payment for the
 * link's collection (POST /store/payment-collections/:id/payment-sessions with the link's token; the intent is
 * captured at once), and Stripe confirms it with the card (3-D Secure in Stripe's dialog). Medusa learns of the
 * payment from Stripe's webhook. 'closed': the link can no longer be paid (paid meanwhile, withdrawn, expired).
 */
export async function payByLink(collectionId: string, token: string, provider: string, returnUrl: string): Promise<LinkPayment> {
  const element = heldElement(provider)
  if (!element) return { ok: false, reason: 'details' }
  const { error: invalid } = await element.elements.submit()
  if (invalid) return { ok: false, reason: 'details' }
  let collection: Collection
  try {
    ;({ payment_collection: collection } = await client().fetch<{ payment_collection: Collection }>(
      `/store/payment-collections/${encodeURIComponent(collectionId)}/payment-sessions`,
      { method: 'POST', headers: { [PAYMENT_LINK_HEADER]: token }, body: { provider_id: provider } },
    ))
  } catch (error) {
    const status = statusOf(error)
    if (status === 400 || status === 404) return { ok: false, reason: 'closed' }
    throw error
  }
  const clientSecret = pendingClientSecret(collection.payment_sessions, provider)
  if (!clientSecret) return { ok: false, reason: 'closed' }
  const { error } = await element.stripe.confirmPayment({
    elements: element.elements,
    clientSecret,
    confirmParams: { return_url: returnUrl },
    redirect: 'if_required',
  })
  if (error) return { ok: false, reason: 'declined', message: error.message ?? '' }
  return { ok: true }
}
