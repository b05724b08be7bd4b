import { describe, expect, it } from 'vitest'
import { isListed } from './card-heart'

const kept = { id: 'prod_1', handle: 'solitaerring', handles: { de: 'solitaerring', en: 'solitaire-ring' }, title: 'Solitärring', thumbnail: null }

describe("a card's heart finds its product in the wishlist by handle", () => {
  it("in the page's language, whichever language the item was kept in", () => {
    expect(isListed(kept, 'solitaire-ring', 'en')).toBe(true)
    expect(isListed(kept, 'solitaerring', 'de')).toBe(true)
    expect(isListed(kept, 'ring', 'de')).toBe(false)
    expect(isListed(kept, 'solitaerring', 'en')).toBe(true)
  })

  it('an item kept without its handles (older lists) in the language it was kept in', () => {
    expect(isListed({ id: 'prod_1', handle: 'solitaerring' }, 'solitaerring', 'de')).toBe(true)
    expect(isListed({ id: 'prod_1', handle: 'solitaerring' }, 'solitaire-ring', 'en')).toBe(false)
  })
})
