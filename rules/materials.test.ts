import { describe, expect, it } from 'vitest'
import { isMaterial, MATERIAL_NAMES, MATERIALS } from './materials'

describe('the materials', () => {
  it('know their own keys only', () => {
    expect(isMaterial('gold587')).toBe(true)
    expect(isMaterial('gold585')).toBe(false)
    expect(isMaterial(null)).toBe(false)
  })

  it('name the gold alloys by their hallmark, as the storefront states them', () => {
    expect(MATERIAL_NAMES.gold587).toEqual({ de: 'Gold 587', en: '587 gold (14k)' })
    expect(MATERIAL_NAMES.gold750).toEqual({ de: 'Gold 750', en: '750 gold (18k)' })
  })

  it('each have a name in both languages', () => {
    for (const material of MATERIALS) expect(MATERIAL_NAMES[material].de && MATERIAL_NAMES[material].en).toBeTruthy()
  })
})
