import { describe, expect, it } from 'vitest'
import { keyLabel, SHORTCUTS } from './shortcuts'

describe('keyboard shortcuts', () => {
  it('go to the areas with g and a letter (g p products, g o orders)', () => {
    expect(SHORTCUTS.find((s) => s.keys === 'g p')?.path).toBe('/products')
    expect(SHORTCUTS.find((s) => s.keys === 'g o')?.path).toBe('/orders')
    expect(SHORTCUTS.find((s) => s.keys === 'g k')?.path).toBe('/categories')
  })
  it('are unique and read well in the help dialog', () => {
    expect(new Set(SHORTCUTS.map((s) => s.keys)).size).toBe(SHORTCUTS.length)
    expect(keyLabel('$mod+k', false)).toEqual(['Ctrl k'])
    expect(keyLabel('$mod+k', true)).toEqual(['⌘ k'])
    expect(keyLabel('g p', false)).toEqual(['g', 'p'])
    expect(keyLabel('Shift+?', false)).toEqual(['?'])
  })
})
