import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../app'
import { STRIPE_SOURCES } from './security-headers'

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' }

/** The page's policy, directive by directive, from the worker with or without Stripe's publishable key. */
async function policyOf(path: string, stripeKey?: string) {
  const ctx = createExecutionContext()
  const bindings = { ...env, STRIPE_PUBLISHABLE_KEY: stripeKey ?? '' }
  const response = await app.fetch(new Request(`https://shop.test${path}`, { headers: BROWSER }), bindings, ctx)
  await waitOnExecutionContext(ctx)
  expect(response.headers.get('content-type'), path).toContain('text/html')
  await response.body?.cancel()
  const policy = response.headers.get('content-security-policy') ?? ''
  return Object.fromEntries(
    policy
      .split('; ')
      .map((part) => part.split(' '))
      .map(([name, ...sources]) => [name, sources]),
  )
}

const admitsStripe = (csp: Record<string, string[]>) =>
  STRIPE_SOURCES.script.every((source) => csp['script-src'].includes(source)) &&
  STRIPE_SOURCES.frame.every((source) => csp['frame-src'].includes(source)) &&
  STRIPE_SOURCES.connect.every((source) => csp['connect-src'].includes(source))
const mentionsStripe = (csp: Record<string, string[]>) =>
  Object.values(csp)
    .flat()
    .some((source) => source.includes('stripe'))

describe("Stripe.js in the shop's Content-Security-Policy", () => {
  it('is admitted on the checkout pages of a shop with Stripe', async () => {
    for (const path of ['/de/checkout', '/de/checkout/details', '/us/checkout/review']) {
      const csp = await policyOf(path, 'pk_test_51AbcDef')
      expect(admitsStripe(csp), path).toBe(true)
      expect(csp['script-src'][0], path).toBe("'self'")
      expect(csp['frame-src'], path).toContain('https://www.youtube-nocookie.com')
    }
  })

  it('is admitted nowhere else, and nowhere without a publishable key', async () => {
    for (const path of ['/de', '/de/cart', '/de/content/zahlung-und-versand', '/us/order/confirmed', '/de/login']) {
      expect(mentionsStripe(await policyOf(path, 'pk_test_51AbcDef')), path).toBe(false)
    }
    for (const path of ['/de/checkout', '/us/checkout/review']) expect(mentionsStripe(await policyOf(path)), path).toBe(false)
  })
})
