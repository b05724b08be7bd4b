import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  addToWishlistAtom,
  clearWishlistAtom,
  loadWishlistAtom,
  readWishlist,
  removeFromWishlistAtom,
  toggleWishlistVisibleAtom,
  WISHLIST_KEY,
  wishlistAtom,
  wishlistCountAtom,
  wishlistStatusAtom,
  wishlistStorageAtom,
  wishlistVisibleAtom,
} from './wishlist-state'

/** An in-memory Storage; `failWrites` makes setItem throw like a full quota. */
function memoryStorage(initial: Record<string, string> = {}, { failWrites = false } = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (failWrites) throw new DOMException('quota exceeded', 'QuotaExceededError')
      data.set(key, value)
    },
    removeItem: (key: string) => void data.delete(key),
  }
}

function storeWith(storage: ReturnType<typeof memoryStorage>) {
  const store = createStore()
  store.set(wishlistStorageAtom, { get: () => storage })
  return store
}

afterEach(() => vi.restoreAllMocks())

describe('wishlist state', () => {
  it('is empty and not initialised until loaded, then loads once from storage', () => {
    const storage = memoryStorage({ [WISHLIST_KEY]: JSON.stringify([{ id: 'prod_1', title: 'Ring' }]) })
    const store = storeWith(storage)
    expect(store.get(wishlistStatusAtom)).toBe('idle')
    expect(store.get(wishlistAtom)).toEqual([])
    store.set(loadWishlistAtom)
    expect(store.get(wishlistStatusAtom)).toBe('ready')
    expect(store.get(wishlistAtom)).toEqual([{ id: 'prod_1', title: 'Ring' }])
    // a second load does not read storage again
    storage.data.set(WISHLIST_KEY, '[]')
    store.set(loadWishlistAtom)
    expect(store.get(wishlistCountAtom)).toBe(1)
  })

  it('ignores an item whose id is already listed, and saves every change at once', () => {
    const storage = memoryStorage()
    const store = storeWith(storage)
    store.set(addToWishlistAtom, { id: 'a', title: 'A' })
    store.set(addToWishlistAtom, { id: 'b' })
    store.set(addToWishlistAtom, { id: 'a', title: 'A again' })
    expect(store.get(wishlistAtom)).toEqual([{ id: 'a', title: 'A' }, { id: 'b' }])
    expect(JSON.parse(storage.data.get(WISHLIST_KEY)!)).toEqual([{ id: 'a', title: 'A' }, { id: 'b' }])
    store.set(removeFromWishlistAtom, 'a')
    expect(JSON.parse(storage.data.get(WISHLIST_KEY)!)).toEqual([{ id: 'b' }])
    store.set(clearWishlistAtom)
    expect(storage.data.get(WISHLIST_KEY)).toBe('[]')
    expect(store.get(wishlistCountAtom)).toBe(0)
  })

  it('adds to the stored list when the first change comes before the load', () => {
    const storage = memoryStorage({ [WISHLIST_KEY]: '[{"id":"old"}]' })
    const store = storeWith(storage)
    store.set(addToWishlistAtom, { id: 'new' })
    expect(store.get(wishlistAtom).map((item) => item.id)).toEqual(['old', 'new'])
  })

  it('deletes an unparsable stored list and logs an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const storage = memoryStorage({ [WISHLIST_KEY]: '{not json' })
    const store = storeWith(storage)
    store.set(loadWishlistAtom)
    expect(store.get(wishlistAtom)).toEqual([])
    expect(storage.data.has(WISHLIST_KEY)).toBe(false)
    expect(error).toHaveBeenCalled()
  })

  it('uses stored data only when it is a list, and only entries with an id', () => {
    expect(readWishlist(memoryStorage({ [WISHLIST_KEY]: '{"id":"x"}' }))).toEqual([])
    expect(readWishlist(memoryStorage({ [WISHLIST_KEY]: '[{"id":"x"},{"title":"no id"},null,3]' }))).toEqual([{ id: 'x' }])
    expect(readWishlist(null)).toEqual([])
  })

  it('logs a failed save and keeps working with the list in memory', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = storeWith(memoryStorage({}, { failWrites: true }))
    store.set(addToWishlistAtom, { id: 'a' })
    expect(store.get(wishlistAtom)).toEqual([{ id: 'a' }])
    expect(error).toHaveBeenCalledWith('wishlist: saving to the browser storage failed', expect.anything())
  })

  it('logs a storage that cannot be read and starts empty', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    }
    expect(readWishlist(broken)).toEqual([])
    expect(error).toHaveBeenCalled()
  })

  it('toggles or sets the panel flag', () => {
    const store = createStore()
    store.set(toggleWishlistVisibleAtom)
    expect(store.get(wishlistVisibleAtom)).toBe(true)
    store.set(toggleWishlistVisibleAtom)
    expect(store.get(wishlistVisibleAtom)).toBe(false)
    store.set(toggleWishlistVisibleAtom, true)
    store.set(toggleWishlistVisibleAtom, true)
    expect(store.get(wishlistVisibleAtom)).toBe(true)
  })
})
