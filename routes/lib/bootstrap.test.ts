import { describe, expect, it } from 'vitest'
import { BANK_TRANSFER_ONLY } from '../layout/load-layout'
import { type Bootstrap, serializeBootstrap } from './bootstrap'

describe('serializeBootstrap', () => {
  it('cannot close its script element and still parses back', () => {
    const bootstrap: Bootstrap = {
      routeId: 'product',
      params: { handle: 'x' },
      country: 'de',
      origin: 'https://shop.example',
      data: { description: '</script><script>alert(1)</script><!--' },
      error: null,
      layout: { menu: { product_categories: [], functional_categories: [] }, payment: BANK_TRANSFER_ONLY, shipping_from: null },
    }
    const json = serializeBootstrap(bootstrap)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(bootstrap)
  })
})
