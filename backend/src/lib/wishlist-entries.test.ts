import { describe, expect, it } from 'vitest'
import { wishlistEntries } from './wishlist-entries'

describe('wishlistEntries', () => {
  it("keeps objects with a product id, each once, in the list's order", () => {
    const metadata = {
      wishlist: [
        { id: 'prod_1', title: 'Ring', thumbnail: '/r.jpg' },
        'prod_x',
        null,
        { id: '' },
        { id: 5 },
        { id: 'prod_2' },
        { id: 'prod_1', title: 'again' },
      ],
    }
    expect(wishlistEntries(metadata)).toEqual([
      { id: 'prod_1', title: 'Ring', thumbnail: '/r.jpg' },
      { id: 'prod_2', title: null, thumbnail: null },
    ])
  })

  it('is empty without a list', () => {
    expect(wishlistEntries(null)).toEqual([])
    expect(wishlistEntries({ wishlist: 'prod_1' })).toEqual([])
  })

  it('stops at 500 entries', () => {
    const wishlist = Array.from({ length: 600 }, (_, index) => ({ id: `prod_${index}` }))
    expect(wishlistEntries({ wishlist })).toHaveLength(500)
  })
})
