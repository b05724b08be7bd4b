import { describe, expect, it } from 'vitest'
import { productHandleOf } from './product-scope'

const of = (path: string) => productHandleOf(new URL(`https://shop.test${path}`))

describe('the product a cached answer shows', () => {
  it('is the handle of a product page, in either language and country', () => {
    expect(of('/de/produkte/gliederarmband-venezia')).toBe('gliederarmband-venezia')
    expect(of('/us/products/venezia-link-bracelet?variant=variant_1')).toBe('venezia-link-bracelet')
    expect(of('/at/products/gliederarmband-venezia')).toBe('gliederarmband-venezia')
    expect(of('/de/produkte/ring-f%C3%BCr-dich')).toBe('ring-für-dich')
  })
  it('is the handle of a product’s /api detail, not of its lists or related products', () => {
    expect(of('/api/products/de/de/gliederarmband-venezia')).toBe('gliederarmband-venezia')
    expect(of('/api/products/us/en/venezia-link-bracelet')).toBe('venezia-link-bracelet')
    // as the page loaders call it in-process, mounted without /api
    expect(of('/products/de/de/gliederarmband-venezia')).toBe('gliederarmband-venezia')
    expect(of('/products/de/de/related/prod_1')).toBeNull()
    expect(of('/api/products/de/de')).toBeNull()
    expect(of('/api/products/de/de/related/prod_1')).toBeNull()
    expect(of('/api/categories/de/ringe')).toBeNull()
  })
  it('is none for other pages', () => {
    expect(of('/de')).toBeNull()
    expect(of('/de/kategorien/ringe')).toBeNull()
    expect(of('/de/store')).toBeNull()
    expect(of('/de/content/impressum')).toBeNull()
  })
})
