import { describe, expect, it } from 'vitest'
import { isPearl, isRing } from './piece-guides'

describe('the help a product page offers', () => {
  it('offers the size guide for a ring: a piece with the ring-size option', () => {
    expect(isRing(['Material', 'Ringgröße'])).toBe(true)
    expect(isRing(['Material', 'Kettenlänge'])).toBe(false)
  })

  it('offers the pearl info for a piece filed under pearl jewellery', () => {
    expect(isPearl(['perlenschmuck', 'perlenketten', 'geschenkideen'])).toBe(true)
    expect(isPearl(['ringe', 'verlobungsringe'])).toBe(false)
  })
})
