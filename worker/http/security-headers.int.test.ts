import { describe, expect, it } from 'vitest'
import { WORKER_URL } from '../test/int'

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' }
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  )

describe('security headers of the running shop', () => {
  it('every kind of HTML page carries the CSP, nosniff, referrer and permissions policies, and no framing', async () => {
    const paths = [
      '/de',
      '/de/store',
      '/us/products/does-not-exist',
      '/de/cart',
      '/de/checkout',
      '/de/content/agb',
      `/de/produkte/${'x'.repeat(600)}`,
      '/order/confirmation',
    ]
    for (const path of paths) {
      const response = await fetch(`${WORKER_URL}${path}`, { headers: browser, redirect: 'manual' })
      expect(response.headers.get('content-type'), path).toContain('text/html')
      const csp = directives(response.headers.get('content-security-policy'))
      expect(csp['script-src']?.[0], path).toBe("'self'")
      expect(
        csp['script-src']?.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
        path,
      ).toBe(true)
      expect(csp['frame-ancestors'], path).toEqual(["'none'"])
      expect(csp['object-src'], path).toEqual(["'none'"])
      expect(csp['base-uri'], path).toEqual(["'self'"])
      expect(csp['frame-src'], path).toEqual(['https://www.youtube-nocookie.com'])
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()')
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
      // plain http (local): no HSTS, which would be a promise the shop cannot keep here
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
      await response.body?.cancel()
    }
  })

  it('the back office has a policy of its own: no inline script at all, only its origin', async () => {
    const response = await fetch(`${WORKER_URL}/admin/de/login`)
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(response.headers.get('referrer-policy')).toBe('same-origin')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  })

  it('JSON and files are nosniff too', async () => {
    for (const path of ['/api/regions', '/robots.txt', '/medusa/store/regions?fields=id']) {
      const response = await fetch(`${WORKER_URL}${path}`)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('x-powered-by'), path).toBeNull()
      await response.body?.cancel()
    }
  })
})
