import { type ComponentType, useEffect, useState } from 'react'
import type { StripeFieldsProps } from './stripe-fields'

/**
 * Stripe's card form as a chunk of its own (Stripe's libraries), loaded once `wanted`: the form, 'failed' when its
 * chunk did not arrive, null meanwhile. Checkout and the payment link's page both show it; nothing of Stripe loads
 * before.
 */
export function useStripeFields(wanted = true): ComponentType<StripeFieldsProps> | 'failed' | null {
  const [Fields, setFields] = useState<ComponentType<StripeFieldsProps> | 'failed' | null>(null)
  useEffect(() => {
    if (!wanted) return
    let live = true
    import('./stripe-fields').then(
      (module) => live && setFields(() => module.default),
      (error: unknown) => {
        console.error('the payment form could not be loaded', error)
        if (live) setFields('failed')
      },
    )
    return () => {
      live = false
    }
  }, [wanted])
  return Fields
}

/** The client secret of a payment's pending Stripe session with `provider`, null without one. */
export function pendingClientSecret(
  sessions: readonly { provider_id: string; status: string; data?: Record<string, unknown> | null }[] | null | undefined,
  provider: string,
) {
  const session = (sessions ?? []).find((candidate) => candidate.provider_id === provider && candidate.status === 'pending')
  return typeof session?.data?.client_secret === 'string' ? session.data.client_secret : null
}
