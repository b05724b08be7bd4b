import type { WithdrawnPromotion } from '../../rules/repriced-cart'
import { localStorageOrNull } from '../lib/browser-storage'

const KEY = 'juwelier:withdrawn-promotions-told'
/** The most withdrawals remembered as told, newest kept: a cart remembers at most ten. */
const REMEMBERED = 50

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

// where the browser storage is missing or forbidden, this page's memory: told once per page then
const memory = new Map<string, string>()
const fallback: Storage = { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) }

const browserStorage = (): Storage => localStorageOrNull() ?? fallback

function told(storage: Storage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(KEY) ?? '[]')
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

/**
 * The withdrawals of cart `cartId` this browser has not told the shopper of yet, now marked as told. Every cart read
 * names them (rules/repriced-cart.ts), so whichever read comes first, in whichever tab, tells; the others stay quiet.
 */
export function untoldWithdrawals(cartId: string, withdrawn: WithdrawnPromotion[], storage: Storage = browserStorage()): WithdrawnPromotion[] {
  if (!withdrawn.length) return []
  const before = told(storage)
  const keyOf = (entry: WithdrawnPromotion) => `${cartId}:${entry.code}:${entry.at}`
  const untold = withdrawn.filter((entry) => !before.includes(keyOf(entry)))
  if (untold.length) {
    try {
      storage.setItem(KEY, JSON.stringify([...before, ...untold.map(keyOf)].slice(-REMEMBERED)))
    } catch {
      // a full or forbidden storage: told again on the next page rather than never
    }
  }
  return untold
}
