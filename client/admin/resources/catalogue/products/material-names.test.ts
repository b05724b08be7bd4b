import { describe, expect, it } from 'vitest'
import adminDe from '../../../../../i18n/admin.de.json'
import adminEn from '../../../../../i18n/admin.en.json'
import { MATERIAL_NAMES, MATERIALS } from '../../../../../rules/materials'

// The select's options name dictionary keys; the names themselves are the shop's one list's.
describe("the back office's material select", () => {
  it('names each material as the storefront and the seed data do', () => {
    for (const material of MATERIALS) {
      expect(adminDe.products.materials[material]).toBe(MATERIAL_NAMES[material].de)
      expect(adminEn.products.materials[material]).toBe(MATERIAL_NAMES[material].en)
    }
  })
})
