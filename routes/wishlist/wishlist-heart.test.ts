import { describe, expect, it } from 'vitest'
import { isListed } from './wishlist-heart'

const kept = { id: 'prod_1', handle: 'solitaerring', handles: { de: 'solitaerring', en: 'solitaire-ring' }, title: 'Solitärring', thumbnail: null }

describe('a heart finds its product in the wishlist', () => {
  it('by id where the page knows it (the product page)', () => {
    expect(isListed(kept, { id: 'prod_1', handle: 'anything', title: 'x', thumbnail: null }, 'de')).toBe(true)
    expect(isListed(kept, { id: 'prod_2', handle: 'solitaerring', title: 'x', thumbnail: null }, 'de')).toBe(false)
  })

  it("by its handle in the page's language on a card, whichever language the item was kept in", () => {
    const card = (handle: string) => ({ handle, title: 'x', thumbnail: null })
    expect(isListed(kept, card('solitaire-ring'), 'en')).toBe(true)
    expect(isListed(kept, card('solitaerring'), 'de')).toBe(true)
    expect(isListed(kept, card('ring'), 'de')).toBe(false)
    // an item kept without its handles (older lists) still matches in the language it was kept in
    expect(isListed({ id: 'prod_1', handle: 'solitaerring' }, card('solitaerring'), 'de')).toBe(true)
  })
})
