import { describe, expect, it } from 'vitest'
import { forwardableHeaders, rewriteLocation, rewriteSetCookie } from './headers'
import { backendPath, forwardedProto } from './pass-through'

describe('pass-through paths', () => {
  it('serves store, auth, admin and static', () => {
    expect(backendPath('/medusa/store/products')).toBe('/store/products')
    expect(backendPath('/medusa/auth/customer/emailpass')).toBe('/auth/customer/emailpass')
    expect(backendPath('/medusa/admin/products')).toBe('/admin/products')
    expect(backendPath('/medusa/static/ring.jpg')).toBe('/static/ring.jpg')
  })
  it('refuses anything else', () => {
    expect(backendPath('/medusa/health')).toBeNull()
    expect(backendPath('/medusa/app')).toBeNull()
    expect(backendPath('/medusa')).toBeNull()
    expect(backendPath('/medusa/store')).toBeNull()
    expect(backendPath('/medusa/storefront/x')).toBeNull()
  })
})

describe('pass-through headers', () => {
  it('drops hop-by-hop, host, length and edge headers; keeps cookies and auth', () => {
    const headers = forwardableHeaders(new Headers({
      connection: 'keep-alive, x-private', 'keep-alive': 'timeout=5', 'x-private': '1', host: 'shop.example', 'content-length': '3',
      'transfer-encoding': 'chunked', 'cf-connecting-ip': '1.2.3.4', cookie: 'connect.sid=abc', authorization: 'Bearer t', 'content-type': 'application/json',
    }))
    expect([...headers.keys()].sort()).toEqual(['authorization', 'content-type', 'cookie'])
  })
  it("makes the back end's cookies host-only for the shop", () => {
    expect(rewriteSetCookie('connect.sid=abc; Domain=localhost; Path=/; HttpOnly')).toBe('connect.sid=abc; Path=/; HttpOnly')
    expect(rewriteSetCookie('a=b; Path=/')).toBe('a=b; Path=/')
  })
  it('sends redirects to the back end through the pass-through', () => {
    expect(rewriteLocation('http://localhost:9000/auth/callback?x=1', 'http://localhost:9000/')).toBe('/medusa/auth/callback?x=1')
    expect(rewriteLocation('https://accounts.example.com/', 'http://localhost:9000')).toBe('https://accounts.example.com/')
  })
})

describe('forwarded scheme', () => {
  it('is https for https and for localhost (a secure context in browsers), else http', () => {
    expect(forwardedProto(new URL('https://shop.example/medusa/auth/session'))).toBe('https')
    expect(forwardedProto(new URL('http://localhost:8787/medusa/auth/session'))).toBe('https')
    expect(forwardedProto(new URL('http://127.0.0.1:8787/x'))).toBe('https')
    expect(forwardedProto(new URL('http://shop.internal/x'))).toBe('http')
  })
})
