import { describe, expect, it } from 'vitest'
import { admin, call, fromClient, store } from './helpers'

// A NUL (\u0000) reached Postgres, which cannot store it: "unknown_error" 500s, and a sign-in's 401 carried the
// failed SQL (found by the fuzz test, worker/fuzz.int.test.ts). Now it is a 400 with a message before any query.
const REFUSED = { type: 'invalid_data', message: 'The request contains a NUL character (\\u0000), which no text of the shop may hold' }

describe('a NUL character anywhere in a request', () => {
  it('in a store path or query is a 400', async () => {
    expect(await store('/carts/c%00x')).toEqual({ status: 400, body: REFUSED })
    expect(await store('/products?q=a%00b')).toEqual({ status: 400, body: REFUSED })
    expect(await store('/carts/c%00x/line-items', { body: { variant_id: 'v', quantity: 1 } })).toEqual({ status: 400, body: REFUSED })
  })

  it('in a sign-in, registration or reset body is a 400 that shows no SQL', async () => {
    const headers = fromClient()
    for (const path of ['/auth/customer/emailpass', '/auth/customer/emailpass/register', '/auth/user/emailpass', '/auth/customer/emailpass/reset-password']) {
      const answer = await call(path, { body: { email: 'a\u0000b@example.com', identifier: 'a\u0000b@example.com', password: 'x' }, headers })
      expect(answer, path).toEqual({ status: 400, body: REFUSED })
    }
  })

  it('in a nested body field or key, and on the admin API, is a 400', async () => {
    expect((await store('/carts', { body: { metadata: { note: ['ok', 'a\u0000'] } } })).status).toBe(400)
    expect((await store('/carts', { body: { metadata: { 'k\u0000': 1 } } })).status).toBe(400)
    expect(await admin('/products?q=%00')).toEqual({ status: 400, body: REFUSED })
  })

  it('leaves ordinary requests alone', async () => {
    expect((await store('/products?limit=1&q=ring')).status).toBe(200)
    expect((await store('/carts/cart_unknown')).status).toBe(404)
  })
})
