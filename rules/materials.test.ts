import { describe, expect, it } from 'vitest'
import { isMaterial, MATERIAL_NAMES, MATERIALS } from './materials'

describe('the materials', () => {
  it('know their own keys only', () => {
    expect(isMaterial('gold750')).toBe(true)
    expect(isMaterial('gold587')).toBe(false)
    expect(isMaterial(null)).toBe(false)
  })

  it('each have a name in both languages', () => {
    for (const material of MATERIALS) expect(MATERIAL_NAMES[material].de && MATERIAL_NAMES[material].en).toBeTruthy()
  })
})
