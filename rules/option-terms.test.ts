import { describe, expect, it } from 'vitest'
import { optionTerm, optionTermsOf, variantTitleIn } from './option-terms'

const terms = optionTermsOf({
  option_terms_en: { Platin: 'Platinum', 'Gold 750': '750 gold', Legierung: ' Alloy ', 'Ohne Gravur': 'Without engraving', broken: 3, empty: ' ' },
})

describe('the option vocabulary', () => {
  it("reads the store's metadata, leaving out what is not a word", () => {
    expect(terms).toEqual({ Platin: 'Platinum', 'Gold 750': '750 gold', Legierung: 'Alloy', 'Ohne Gravur': 'Without engraving' })
    expect(optionTermsOf(null)).toEqual({})
    expect(optionTermsOf({ option_terms_en: ['Platin'] })).toEqual({})
  })

  it('words option titles and values, keeping words it does not know', () => {
    expect(optionTerm('Legierung', terms)).toBe('Alloy')
    expect(optionTerm('54', terms)).toBe('54')
    expect(optionTerm('toString', terms)).toBe('toString')
  })

  it('words a variant title part by part, or as a whole when it knows the whole', () => {
    expect(variantTitleIn('Platin / 54', terms)).toBe('Platinum / 54')
    expect(variantTitleIn('Gold 750 / 45 cm', terms)).toBe('750 gold / 45 cm')
    expect(variantTitleIn('Ohne Gravur', terms)).toBe('Without engraving')
    expect(variantTitleIn('GIA', terms)).toBe('GIA')
  })
})
