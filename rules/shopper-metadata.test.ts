import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clearedMetadata, type MetadataKind, refusedMetadataKeys, SHOPPER_METADATA } from './shopper-metadata'

const KINDS = Object.keys(SHOPPER_METADATA) as MetadataKind[]
/** What the shop trusts and a shopper must never write. */
const TRUSTED = ['staff_notes', 'customer_number', 'needs_password_reset', 'migrated_from', 'bank_reference', 'invoice_number', '__proto__', 'constructor']

describe('the metadata a shopper may write (store routes)', () => {
  it('takes exactly what the storefront sends', () => {
    expect(refusedMetadataKeys('cart', { locale: 'de', newsletter: true })).toEqual([])
    expect(refusedMetadataKeys('address', { title: 'Frau', vat_id: 'DE123456789' })).toEqual([])
    expect(refusedMetadataKeys('customer', { wishlist: [{ id: 'prod_1', title: 'Ring', thumbnail: null }] })).toEqual([])
    expect(refusedMetadataKeys('line_item', {})).toEqual([])
    expect(refusedMetadataKeys('cart', null)).toEqual([])
    expect(refusedMetadataKeys('cart', undefined)).toEqual([])
  })

  it('refuses the trusted fields and values of another shape', () => {
    expect(refusedMetadataKeys('cart', { locale: 'de', staff_notes: [{ text: 'bezahlt', author: 'Geschäftsführung' }] })).toEqual(['staff_notes'])
    expect(refusedMetadataKeys('new_customer', { customer_number: 'K-10001', needs_password_reset: true })).toEqual(['customer_number', 'needs_password_reset'])
    expect(refusedMetadataKeys('customer', { customer_number: '' })).toEqual(['customer_number'])
    expect(refusedMetadataKeys('cart', { locale: 'fr', newsletter: 'yes' })).toEqual(['locale', 'newsletter'])
    expect(refusedMetadataKeys('line_item', { locale: 'de' })).toEqual(['locale'])
    expect(refusedMetadataKeys('address', JSON.parse('{"__proto__": {"x": 1}}'))).toEqual(['__proto__'])
  })

  it('never passes a key outside the allow-list, whatever the body (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.dictionary(fc.oneof(fc.constantFrom(...TRUSTED), fc.string()), fc.jsonValue()), (kind, metadata) => {
        const refused = new Set(refusedMetadataKeys(kind, metadata))
        for (const key of Object.keys(metadata)) {
          if (!Object.hasOwn(SHOPPER_METADATA[kind], key)) expect(refused.has(key)).toBe(true)
        }
        for (const key of TRUSTED) if (key in metadata && Object.hasOwn(metadata, key)) expect(refused.has(key)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('clears what a shopper could not have written ("" removes a key in Medusa\'s merge)', () => {
    expect(clearedMetadata('cart', { locale: 'de', staff_notes: [] })).toEqual({ staff_notes: '' })
    expect(clearedMetadata('cart', { locale: 'en' })).toBeNull()
  })
})
