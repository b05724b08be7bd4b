import { describe, expect, it } from 'vitest'
import { sortPrefix } from './sort'

describe('a sorted page of a large listing', () => {
  it('has its first items in the order a full sort gives, and every item once', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const compare = (a: { key: number; id: number }, b: { key: number; id: number }) => a.key - b.key || a.id - b.id
    for (const [size, need] of [
      [1000, 24],
      [1000, 0],
      [50, 40],
      [5, 24],
    ]) {
      const items = Array.from({ length: size }, (_, id) => ({ key: Math.floor(random() * 100), id }))
      const full = [...items].sort(compare)
      const partial = sortPrefix([...items], compare, need)
      expect(partial.slice(0, need)).toEqual(full.slice(0, need))
      expect([...partial].sort(compare)).toEqual(full)
    }
  })
})
