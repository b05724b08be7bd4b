// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import adminDe from '../../../../../i18n/admin.de.json'
import adminEn from '../../../../../i18n/admin.en.json'
import { MATERIAL_NAMES, MATERIALS } from '../../../../../rules/materials'
import { METAL_COLOUR_NAMES } from '../../../../../rules/metal-colours'
import { STONE_NAMES } from '../../../../../rules/stones'
import { optionText } from '../../../engine/resource'
import { adminTranslator } from '../../../i18n'
import { MATERIAL_OPTIONS, METAL_COLOUR_OPTIONS, STONE_OPTIONS } from './product-form'

describe("the back office's material, metal colour and stone choices", () => {
  it('names each material as the storefront and the seed data do, in the staff language', () => {
    const de = { t: adminTranslator('de', adminDe), locale: 'de' as const }
    const en = { t: adminTranslator('en', adminEn), locale: 'en' as const }
    for (const material of MATERIALS) {
      const option = MATERIAL_OPTIONS.find((o) => o.value === material)!
      expect(optionText(option, de)).toBe(MATERIAL_NAMES[material].de)
      expect(optionText(option, en)).toBe(MATERIAL_NAMES[material].en)
    }
    expect(optionText(MATERIAL_OPTIONS[0], de)).toBe('Keine Angabe')
    expect(MATERIAL_OPTIONS.map((o) => optionText(o, en))).toContain('587 gold (14k)')
  })

  it("names metal colours and stones as the storefront's filters do, an empty colour as the material's", () => {
    const de = { t: adminTranslator('de', adminDe), locale: 'de' as const }
    const en = { t: adminTranslator('en', adminEn), locale: 'en' as const }
    const names = (options: typeof STONE_OPTIONS, context: typeof de | typeof en) => Object.fromEntries(options.map((o) => [o.value, optionText(o, context)]))
    expect(names(METAL_COLOUR_OPTIONS, de)).toEqual({
      '': 'Wie das Material',
      ...Object.fromEntries(Object.entries(METAL_COLOUR_NAMES).map(([k, v]) => [k, v.de])),
    })
    expect(names(STONE_OPTIONS, en)).toEqual(Object.fromEntries(Object.entries(STONE_NAMES).map(([k, v]) => [k, v.en])))
  })

  it('keeps no copy of the names in the dictionaries', () => {
    expect(Object.keys(adminDe.products.materials)).toEqual(['none'])
    expect(Object.keys(adminEn.products.materials)).toEqual(['none'])
  })
})
