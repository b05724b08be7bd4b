import { describe, expect, it } from 'vitest'
import { problemText } from './option-messages'
import {
  addProblems,
  changeProblems,
  inputProblems,
  MAX_VALUES,
  type OptionedProduct,
  optionChange,
  optionInUse,
  removeProblems,
  variantsByValue,
  variantsWithNewOption,
} from './option-rules'

const ring: OptionedProduct = {
  options: [
    {
      id: 'size',
      title: 'Ringgröße',
      values: [
        { id: 's48', value: '48' },
        { id: 's50', value: '50' },
        { id: 's52', value: '52' },
      ],
    },
    { id: 'alloy', title: 'Legierung', values: [{ id: 'gold', value: 'Gold 750' }] },
  ],
  variants: [
    { id: 'v1', title: 'Gold 750 / 50', options: [{ id: 'gold' }, { id: 's50' }] },
    { id: 'v2', title: 'Gold 750 / 48', options: [{ id: 'gold' }, { id: 's48' }] },
  ],
}

describe("a product's options and the variant matrix", () => {
  it('names the variants of each value, sorted', () => {
    expect(Object.fromEntries(variantsByValue(ring, 'size'))).toEqual({ s48: ['Gold 750 / 48'], s50: ['Gold 750 / 50'], s52: [] })
    expect(Object.fromEntries(variantsByValue(ring, 'alloy'))).toEqual({ gold: ['Gold 750 / 48', 'Gold 750 / 50'] })
  })

  it('refuses empty, long and repeated input', () => {
    expect(inputProblems({ title: ' ', values: [] }).map((problem) => problem.code)).toEqual(['title-empty', 'values-none'])
    expect(inputProblems({ title: 'x'.repeat(101), values: ['a', ' A ', '', 'y'.repeat(101)] })).toEqual([
      { code: 'title-long' },
      { code: 'value-twice', value: 'A' },
      { code: 'value-empty' },
      { code: 'value-long', value: 'y'.repeat(40) },
    ])
    expect(
      inputProblems({ title: 'Gravur', values: Array.from({ length: MAX_VALUES + 1 }, (_, index) => String(index)) }).map((problem) => problem.code),
    ).toEqual(['values-many'])
  })

  it('adds an option only under a new title, and with variants only with the value they all get', () => {
    const titles = ['Ringgröße', 'Legierung']
    expect(addProblems(titles, true, { title: 'ringgröße', values: ['a'] }, 'a')).toEqual([{ code: 'title-taken', title: 'Ringgröße' }])
    expect(addProblems(titles, true, { title: 'Gravur', values: ['ohne', 'mit'] }, null)).toEqual([{ code: 'variant-value-missing', title: 'Gravur' }])
    expect(addProblems(titles, true, { title: 'Gravur', values: ['ohne', 'mit'] }, 'Initialen')).toEqual([
      { code: 'variant-value-unknown', value: 'Initialen' },
    ])
    expect(addProblems(titles, true, { title: 'Gravur', values: ['ohne', 'mit'] }, 'ohne')).toEqual([])
    expect(addProblems(titles, false, { title: 'Gravur', values: ['ohne'] }, null)).toEqual([])
  })

  it("gives every variant its values by option title plus the new option's", () => {
    expect(variantsWithNewOption(ring, ' Gravur ', 'ohne ')).toEqual([
      { id: 'v1', options: { Legierung: 'Gold 750', Ringgröße: '50', Gravur: 'ohne' } },
      { id: 'v2', options: { Legierung: 'Gold 750', Ringgröße: '48', Gravur: 'ohne' } },
    ])
  })

  it('changes an option: values to add by name, values to remove by id, a new title', () => {
    expect(optionChange(ring.options[0], { title: 'Größe', values: ['48', '50', '54'] })).toEqual({
      title: 'Größe',
      add: ['54'],
      remove: [{ id: 's52', value: '52' }],
    })
    expect(optionChange(ring.options[0], { title: 'Ringgröße', values: ['48', '50', '52'] })).toEqual({ title: null, add: [], remove: [] })
  })

  it('keeps a value some variant has and refuses a title taken or shared', () => {
    const size = optionInUse(ring, 'size')
    expect(changeProblems(['Legierung'], size, { title: 'Ringgröße', values: ['48', '52'] }, 0)).toEqual([
      { code: 'value-in-use', value: '50', variants: ['Gold 750 / 50'] },
    ])
    expect(changeProblems(['Legierung'], size, { title: 'Ringgröße', values: ['48', '50'] }, 0)).toEqual([])
    expect(changeProblems(['Legierung'], size, { title: 'Legierung', values: ['48', '50'] }, 0)).toEqual([{ code: 'title-taken', title: 'Legierung' }])
    expect(changeProblems(['Legierung'], size, { title: 'Größe', values: ['48', '50'] }, 2)).toEqual([
      { code: 'rename-shared', title: 'Ringgröße', products: 2 },
    ])
    expect(changeProblems(['Legierung'], size, { title: 'Ringgröße', values: ['48', '50', '54'] }, 2)).toEqual([])
  })

  it('removes an option only when no variant has a value of it', () => {
    expect(removeProblems(optionInUse(ring, 'alloy'))).toEqual([{ code: 'option-in-use', title: 'Legierung', variants: ['Gold 750 / 48', 'Gold 750 / 50'] }])
    expect(removeProblems(optionInUse({ ...ring, variants: [] }, 'alloy'))).toEqual([])
  })

  it('says each problem in German and English, naming five variants and counting the rest', () => {
    const variants = Array.from({ length: 7 }, (_, index) => `Gold / ${48 + 2 * index}`)
    expect(problemText({ code: 'value-in-use', value: '48', variants }, 'de')).toBe(
      '„48“ bleibt: 7 Varianten Gold / 48, Gold / 50, Gold / 52, Gold / 54, Gold / 56 und 2 weitere haben diesen Wert. Löschen Sie sie oder geben Sie ihnen erst einen anderen Wert.',
    )
    expect(problemText({ code: 'option-in-use', title: 'Gravur', variants: ['Gold / 48'] }, 'en')).toBe(
      '“Gravur” cannot be removed: the variant Gold / 48 has a value of it. Delete those variants first.',
    )
    expect(problemText({ code: 'rename-shared', title: 'Ringgröße', products: 1 }, 'de')).toContain('ein weiteres Produkt')
  })
})
