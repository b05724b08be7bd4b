import { describe, expect, it } from 'vitest'
import { accountList, mergeWishlists, sameIds } from './wishlist-merge'

describe('wishlist kept in the account', () => {
  it('reads only a list of entries with an id', () => {
    expect(accountList({ wishlist: [{ id: 'a' }, { title: 'x' }, null, 'b'] })).toEqual([{ id: 'a' }])
    expect(accountList({ wishlist: '[{"id":"a"}]' })).toEqual([])
    expect(accountList(null)).toEqual([])
  })

  it("merges the browser's list with the account's, each id once", () => {
    const merged = mergeWishlists([{ id: 'a', title: 'local' }, { id: 'b' }], [{ id: 'c' }, { id: 'a', title: 'account' }, { id: 'c' }])
    expect(merged).toEqual([{ id: 'a', title: 'local' }, { id: 'b' }, { id: 'c' }])
    expect(sameIds(merged, [{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toBe(true)
    expect(sameIds(merged, [{ id: 'a' }, { id: 'c' }, { id: 'b' }])).toBe(false)
  })
})
