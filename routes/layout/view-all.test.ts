import { describe, expect, it } from 'vitest'
import de from '../../i18n/de.json'
import en from '../../i18n/en.json'
import { translator } from '../../i18n'
import { viewAllLabel } from './view-all'

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
