type Env = Record<string, string | undefined>

/** `apiBase`: where Stripe's API is reached instead of api.stripe.com (the test stack's stand-in, scripts/lib/fake-stripe.mjs). */
export type StripeSettings = { apiKey: string; webhookSecret: string; apiBase?: string }

const API_KEY = /^(sk|rk)_(test|live)_[0-9A-Za-z]+$/
const WEBHOOK_SECRET = /^whsec_[0-9A-Za-z+/=]+$/

/**
 * The shop's Stripe account: STRIPE_API_KEY (a secret or restricted key) and STRIPE_WEBHOOK_SECRET (the signing
 * secret of the webhook endpoint, docs/deployment.md) — both, or neither (the shop then takes bank transfers only).
 * Half a configuration or a value of the wrong kind stops Medusa at its configuration, naming the variable.
 */
export function stripeSettings(env: Env): StripeSettings | null {
  const apiKey = env.STRIPE_API_KEY?.trim() ?? ''
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? ''
  if (!apiKey && !webhookSecret) return null
  if (!apiKey) throw new Error('STRIPE_WEBHOOK_SECRET is set but STRIPE_API_KEY is not: card and PayPal payments need both (or neither)')
  if (!webhookSecret)
    throw new Error(
      "STRIPE_API_KEY is set but STRIPE_WEBHOOK_SECRET is not: without it Stripe's events cannot be verified, so payments confirmed after a redirect would never reach their orders",
    )
  if (!API_KEY.test(apiKey)) throw new Error('STRIPE_API_KEY is not a Stripe secret or restricted key (sk_… or rk_…)')
  if (!WEBHOOK_SECRET.test(webhookSecret)) throw new Error('STRIPE_WEBHOOK_SECRET is not a webhook signing secret (whsec_…)')
  const apiBase = env.STRIPE_API_BASE?.trim()
  if (apiBase && !/^https?:\/\/[^\s/]+\/?$/.test(apiBase)) throw new Error('STRIPE_API_BASE is not an origin (http://host:port)')
  return apiBase ? { apiKey, webhookSecret, apiBase } : { apiKey, webhookSecret }
}

/** Medusa's payment providers for Stripe (src/modules/stripe-payments): card and PayPal, or none without keys. */
export function stripePaymentProviders(env: Env) {
  const settings = stripeSettings(env)
  if (!settings) return []
  return [
    {
      resolve: './src/modules/stripe-payments',
      // provider ids pp_stripe_stripe and pp_stripe-paypal_stripe (src/shop/payment-methods.ts);
      // the webhook endpoint is /hooks/payment/stripe_stripe
      id: 'stripe',
      // manual capture: the order authorizes, staff capture on the order page when it ships
      options: { apiKey: settings.apiKey, webhookSecret: settings.webhookSecret, capture: false, ...(settings.apiBase ? { apiBase: settings.apiBase } : {}) },
    },
  ]
}

/** A live shop takes real money only, from Stripe itself: test keys and a stand-in API are refused in production. */
export function stripeProductionProblems(env: Env): string[] {
  return [
    ...(/^(sk|rk)_test_/.test(env.STRIPE_API_KEY?.trim() ?? '')
      ? ['STRIPE_API_KEY is a test key (sk_test_…): production takes live payments (sk_live_… or rk_live_…)']
      : []),
    ...(env.STRIPE_API_BASE?.trim() ? ["STRIPE_API_BASE is set: production talks to Stripe's own API"] : []),
  ]
}
