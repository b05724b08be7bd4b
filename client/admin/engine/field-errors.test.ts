import { describe, expect, it } from 'vitest'
import { errorsOf, fieldOfMessage, unshownErrors } from './field-errors'

const fields = ['title', 'handle', 'status', 'metadata.title_en', 'metadata.handle_en', 'collection_id']

describe('a 400 message mapped to its field', () => {
  it('finds the field Medusa names', () => {
    expect(fieldOfMessage("Invalid request: Field 'title' is required", fields)).toBe('title')
    expect(fieldOfMessage('Product with handle: gold-ring, already exists.', fields)).toBe('handle')
    expect(fieldOfMessage("Invalid request: Expected type: 'string' for field 'collection_id', got: 'number'", fields)).toBe('collection_id')
    expect(fieldOfMessage('Invalid request: Invalid option: expected one of "draft"|"published" for field \'status\'', fields)).toBe('status')
  })
  it('knows metadata fields by their last part and their full path', () => {
    expect(fieldOfMessage('handle_en is already used by another product', fields)).toBe('metadata.handle_en')
    expect(fieldOfMessage("Field 'metadata.title_en' is too long", fields)).toBe('metadata.title_en')
  })
  it('prefers the first field mentioned and ignores parts of longer words', () => {
    expect(fieldOfMessage('handle must differ from title', fields)).toBe('handle')
    expect(fieldOfMessage('Subtitle is too long', fields)).toBeNull()
    expect(fieldOfMessage('Something else went wrong', fields)).toBeNull()
  })
})

describe("a form's errors no field shows", () => {
  const errors = {
    title: { type: 'too_small', message: 'Required' },
    variants: [undefined, { prices: { chf: { type: 'custom', message: 'Price in CHF missing', ref: { name: 'x' } } } }],
  }
  it('are found however deep, with their paths', () => {
    expect(errorsOf(errors)).toEqual([
      { path: 'title', message: 'Required' },
      { path: 'variants.1.prices.chf', message: 'Price in CHF missing' },
    ])
  })
  it('are those at paths no shown field stands for', () => {
    expect(unshownErrors(errors, ['title'])).toEqual([{ path: 'variants.1.prices.chf', message: 'Price in CHF missing' }])
    expect(unshownErrors(errors, ['title', 'variants'])).toEqual([])
  })
})
