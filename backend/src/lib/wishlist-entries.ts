/** An entry of the wishlist the shop keeps in a customer's metadata: the product's id and what the shop stored to show it. */
export type WishlistEntry = { id: string; title: string | null; thumbnail: string | null }

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/**
 * The entries of `metadata.wishlist` (written by the storefront, so anything may be there): only objects with a
 * product id, each id once, at most 500 (the storefront keeps far fewer; a tampered list must not load the catalogue).
 */
export function wishlistEntries(metadata: Record<string, unknown> | null | undefined): WishlistEntry[] {
  const list = Array.isArray(metadata?.wishlist) ? (metadata.wishlist as unknown[]) : []
  const seen = new Set<string>()
  const entries: WishlistEntry[] = []
  for (const value of list) {
    if (typeof value !== 'object' || value === null) continue
    const item = value as Record<string, unknown>
    const id = text(item.id)
    if (!id || seen.has(id)) continue
    seen.add(id)
    entries.push({ id, title: text(item.title), thumbnail: text(item.thumbnail) })
    if (entries.length === 500) break
  }
  return entries
}
