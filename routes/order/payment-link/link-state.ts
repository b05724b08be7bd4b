import { PAYMENT_LINK_HEADER } from '../../../rules/payment-link'
import type { PaymentMethod } from '../../../rules/payment-methods'

/** What the back end says about a payment link (backend/src/api/store/payment-links/[id]/route.ts). */
export type LinkState =
  | { state: 'open'; display_id: number; amount: number; currency_code: string; methods: PaymentMethod[] }
  | { state: 'paid'; display_id: number }
  | { state: 'expired' | 'withdrawn' | 'invalid' }

const STATES = new Set(['open', 'paid', 'expired', 'withdrawn', 'invalid'])

/**
 * Reads the link's state through the customer pass-through, the token in its header. A link that is not one (404)
 * and a genuine one that can no longer be paid (410) come as states of their own; anything else throws.
 */
export async function readLinkState(collectionId: string, token: string): Promise<LinkState> {
  const response = await fetch(`/medusa/store/payment-links/${encodeURIComponent(collectionId)}`, {
    headers: { [PAYMENT_LINK_HEADER]: token, accept: 'application/json' },
    credentials: 'same-origin',
  })
  const body = (await response.json().catch(() => null)) as LinkState | null
  if (!body || !STATES.has(body.state)) throw new Error(`the payment link's state could not be read (${response.status})`)
  return body
}
