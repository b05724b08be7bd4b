// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { englishToSave, handleSchema, handleToSave } from './english-fields'
import { productEditForm, productValues } from './products/product-form'

describe('handles in the catalogue forms', () => {
  it('are written by the slug rule when typed, kept when stored, empty when left empty', () => {
    expect(handleToSave('Solitärring Aurora')).toBe('solitaerring-aurora')
    expect(handleToSave('  ')).toBe('')
    expect(handleToSave('solitärring-aurora', 'solitärring-aurora')).toBe('solitärring-aurora')
    expect(handleToSave('Weißgold-Ring', 'solitärring-aurora')).toBe('weissgold-ring')
    expect(englishToSave({ handle_en: 'Aurora Solitaire' }, { handle_en: 'x' })).toEqual({ handle_en: 'aurora-solitaire' })
  })
  it('accept any text with a letter or digit, and refuse one without', () => {
    expect(handleSchema.safeParse('Solitärring Aurora').success).toBe(true)
    expect(handleSchema.safeParse('').success).toBe(true)
    expect(handleSchema.safeParse('– –').success).toBe(false)
  })
  it("let a product's own edit form save a handle an older rule made, untouched", () => {
    const product = { id: 'prod_1', title: 'Solitärring Aurora', handle: 'solitärring-aurora', status: 'draft', shipping_profile: { id: 'sp_1' } }
    const values = productValues(product as never)
    expect(productEditForm.schema.safeParse(values).success).toBe(true)
    expect(productEditForm.toBody(values, product as never)).toMatchObject({ handle: 'solitärring-aurora', shipping_profile_id: 'sp_1' })
  })
})
