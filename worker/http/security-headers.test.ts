import { describe, expect, it } from 'vitest'
import { adminPolicy, STRIPE_SOURCES, shopPolicy, takesPayments } from './security-headers'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('content security policies', () => {
  it('lets the shop talk to a hosted Meilisearch when one is configured, and to nothing else', async () => {
    expect(directive(await shopPolicy({}), 'connect-src')).toBe("connect-src 'self'")
    expect(directive(await shopPolicy({ MEILISEARCH_HOST: 'https://search.example.com/path' }), 'connect-src')).toBe(
      "connect-src 'self' https://search.example.com",
    )
    expect(directive(await shopPolicy({ MEILISEARCH_HOST: 'not a url' }), 'connect-src')).toBe("connect-src 'self'")
  })
  it('admits Stripe.js (script, frames, API) only to pages that take payments', async () => {
    const payments = await shopPolicy({}, { payments: true })
    expect(directive(payments, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[^']+')+ https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com$/)
    expect(directive(payments, 'frame-src')).toBe(`frame-src https://www.youtube-nocookie.com ${STRIPE_SOURCES.frame.join(' ')}`)
    expect(directive(payments, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com")
    expect(await shopPolicy({})).not.toContain('stripe')
  })
  it('takes payments on the checkout of a shop with a publishable key, nowhere else', () => {
    const stripe = { STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }
    for (const path of ['/de/checkout', '/at/checkout/details', '/us/checkout/review'])
      expect(takesPayments(stripe, `https://shop.example${path}`), path).toBe(true)
    for (const path of ['/de', '/de/cart', '/de/checkoutx', '/de/order/confirmed', '/de/content/agb', '/admin/de/orders'])
      expect(takesPayments(stripe, `https://shop.example${path}`), path).toBe(false)
    expect(takesPayments({}, 'https://shop.example/de/checkout')).toBe(false)
    expect(takesPayments({ STRIPE_PUBLISHABLE_KEY: ' ' }, 'https://shop.example/de/checkout')).toBe(false)
  })
  it('lets the back office show media pictures and upload to the storage API, and run no inline script', () => {
    const policy = adminPolicy({ MEDIA_ORIGIN: 'https://media.example.com', MEDIA_UPLOAD_ORIGIN: 'https://acc.r2.cloudflarestorage.com' })
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://media.example.com")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://media.example.com https://acc.r2.cloudflarestorage.com")
    expect(directive(adminPolicy({}), 'connect-src')).toBe("connect-src 'self'")
  })
})
