import { atom, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { localStorageOrNull } from '../lib/browser-storage'

/** An object with at least an id; the rest is whatever the page that adds it stores. */
export type WishlistItem = { id: string } & Record<string, unknown>

/** Local storage key of the wishlist (listed on the privacy pages); the value is a JSON list. */
export const WISHLIST_KEY = 'wishlist'

type WishlistStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const isItem = (value: unknown): value is WishlistItem =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && (value as { id: string }).id !== ''

/**
 * The stored list. Unparsable JSON is deleted (and logged); JSON that is not a list is not used;
 * entries without an id are dropped. A storage that cannot be read counts as empty.
 */
export function readWishlist(storage: WishlistStorage | null): WishlistItem[] {
  if (!storage) return []
  let raw: string | null
  try {
    raw = storage.getItem(WISHLIST_KEY)
  } catch (error) {
    console.error('wishlist: reading the browser storage failed', error)
    return []
  }
  if (raw === null) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    console.error('wishlist: the stored list is not valid JSON and was deleted', error)
    try {
      storage.removeItem(WISHLIST_KEY)
    } catch {
      // nothing more to do: the next save overwrites it
    }
    return []
  }
  return Array.isArray(parsed) ? parsed.filter(isItem) : []
}

/** Saves the list; a full or blocked storage is logged and the shop carries on with the list in memory. */
function writeWishlist(storage: WishlistStorage | null, items: WishlistItem[]) {
  if (!storage) return
  try {
    storage.setItem(WISHLIST_KEY, JSON.stringify(items))
  } catch (error) {
    console.error('wishlist: saving to the browser storage failed', error)
  }
}

/** Adding an item whose id is already listed does nothing (the same list comes back). */
const withItem = (items: WishlistItem[], item: WishlistItem) => (items.some((existing) => existing.id === item.id) ? items : [...items, item])
const withoutItem = (items: WishlistItem[], id: string) =>
  items.some((existing) => existing.id === id) ? items.filter((existing) => existing.id !== id) : items

/** Replaceable in tests; the browser's localStorage otherwise (null where it is missing or forbidden: kept in memory). */
export const wishlistStorageAtom = atom<{ get: () => WishlistStorage | null }>({ get: localStorageOrNull })

/** Not initialised, then loaded once from browser storage, then ready. */
export const wishlistStatusAtom = atom<'idle' | 'ready'>('idle')
const itemsAtom = atom<WishlistItem[]>([])

/** The list (empty until loaded: the server never knows it, so the first render matches the cached HTML). */
export const wishlistAtom = /* @__PURE__ */ atom((get) => get(itemsAtom))
export const wishlistCountAtom = /* @__PURE__ */ atom((get) => get(itemsAtom).length)

/** Loads the stored list the first time; later calls do nothing. */
export const loadWishlistAtom = /* @__PURE__ */ atom(null, (get, set) => {
  if (get(wishlistStatusAtom) === 'ready') return
  set(itemsAtom, readWishlist(get(wishlistStorageAtom).get()))
  set(wishlistStatusAtom, 'ready')
})

/** Applies a change to the (loaded) list and saves it at once when it changed anything. */
const change = /* @__PURE__ */ atom(null, (get, set, update: (items: WishlistItem[]) => WishlistItem[]) => {
  set(loadWishlistAtom)
  const current = get(itemsAtom)
  const next = update(current)
  if (next === current) return
  set(itemsAtom, next)
  writeWishlist(get(wishlistStorageAtom).get(), next)
})

export const addToWishlistAtom = /* @__PURE__ */ atom(null, (_get, set, item: WishlistItem) => set(change, (items) => withItem(items, item)))
export const removeFromWishlistAtom = /* @__PURE__ */ atom(null, (_get, set, id: string) => set(change, (items) => withoutItem(items, id)))
export const clearWishlistAtom = /* @__PURE__ */ atom(null, (_get, set) => set(change, (items) => (items.length ? [] : items)))

/** The list merged with the account's on sign-in: becomes the list and is saved at once. */
export const replaceWishlistAtom = /* @__PURE__ */ atom(null, (get, set, items: WishlistItem[]) => {
  set(itemsAtom, items)
  set(wishlistStatusAtom, 'ready')
  writeWishlist(get(wishlistStorageAtom).get(), items)
})

/** Another tab changed the list: take it over without writing it back. */
const reloadWishlistAtom = /* @__PURE__ */ atom(null, (get, set) => {
  set(itemsAtom, readWishlist(get(wishlistStorageAtom).get()))
  set(wishlistStatusAtom, 'ready')
})

/** The wishlist panel's visible flag: toggled without an argument, set with one. */
export const wishlistVisibleAtom = /* @__PURE__ */ atom(false)
export const toggleWishlistVisibleAtom = /* @__PURE__ */ atom(null, (get, set, visible?: boolean) =>
  set(wishlistVisibleAtom, visible ?? !get(wishlistVisibleAtom)),
)

/** Mounted once by the layout: loads the list after hydration and follows changes made in other tabs. */
export function useWishlistLoader() {
  const load = useSetAtom(loadWishlistAtom)
  const reload = useSetAtom(reloadWishlistAtom)
  useEffect(() => {
    load()
    const onStorage = (event: StorageEvent) => {
      if (event.key === WISHLIST_KEY || event.key === null) reload()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [load, reload])
}
