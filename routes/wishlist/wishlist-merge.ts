import type { WishlistItem } from './wishlist-state'

const isItem = (value: unknown): value is WishlistItem =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && (value as { id: string }).id !== ''

/** The list kept in the account (customer metadata `wishlist`): only a list, only entries with an id. */
export const accountList = (metadata: Record<string, unknown> | null | undefined): WishlistItem[] =>
  Array.isArray(metadata?.wishlist) ? (metadata.wishlist as unknown[]).filter(isItem) : []

/** The browser's list first, then what only the account had; an id appears once (the browser's entry wins). */
export function mergeWishlists(local: WishlistItem[], account: WishlistItem[]): WishlistItem[] {
  const seen = new Set(local.map((item) => item.id))
  return [...local, ...account.filter((item) => !seen.has(item.id) && seen.add(item.id))]
}

export const sameIds = (a: WishlistItem[], b: WishlistItem[]) => a.length === b.length && a.every((item, index) => item.id === b[index]?.id)
