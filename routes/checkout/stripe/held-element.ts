import type { Stripe, StripeElements } from '@stripe/stripe-js'

/** The Payment Element the payment step shows, with its Stripe instance: the review step pays with it. */
export type HeldElement = { provider: string; stripe: Stripe; elements: StripeElements }

// one checkout per page, so one element at most
let held: HeldElement | null = null

export const holdElement = (element: HeldElement | null) => {
  held = element
}

export const heldElement = (provider: string): HeldElement | null => (held?.provider === provider ? held : null)

/**
 * Stripe checks the details in its form (elements.submit) and shows its own messages there. 'missing': no form for
 * this provider on the page (it failed to load, or the page was reloaded since).
 */
export async function submitDetails(provider: string): Promise<'ok' | 'invalid' | 'missing'> {
  const element = heldElement(provider)
  if (!element) return 'missing'
  const { error } = await element.elements.submit()
  return error ? 'invalid' : 'ok'
}
