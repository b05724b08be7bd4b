import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import { viewAllLabel } from './view-all'

const { de, en } = dictionaries

describe("the 'alle {name} ansehen' button", () => {
  const t = translator('de', de)

  it('names the category', () => {
    expect(viewAllLabel(t, 'Ringe')).toBe('alle Ringe ansehen')
    expect(viewAllLabel(t, 'Schmuck nach Maß')).toBe('alle Schmuck nach Maß ansehen')
  })

  it("leaves the name out when it ends in 'schmuck'", () => {
    expect(viewAllLabel(t, 'Perlenschmuck')).toBe('alle ansehen')
    expect(viewAllLabel(t, 'Brillantschmuck ')).toBe('alle ansehen')
    expect(viewAllLabel(t, 'Schmuck')).toBe('alle ansehen')
  })

  it('has an English form', () => {
    expect(viewAllLabel(translator('en', en), 'Rings')).toBe('View all Rings')
    expect(viewAllLabel(translator('en', en), 'Pearl jewellery')).toBe('View all Pearl jewellery')
  })
})
