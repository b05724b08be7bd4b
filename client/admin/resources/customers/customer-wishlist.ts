import { request } from '../../engine/calls'

export type WishlistProduct = { id: string; title: string | null; handle: string | null; thumbnail: string | null; status: string | null; deleted: boolean }

/** GET /admin/customers/{id}/wishlist: the products the customer keeps on the shop's wishlist, in its order. */
export const customerWishlist = (customerId: string, signal?: AbortSignal) =>
  request<{ wishlist: WishlistProduct[]; count: number }>(`/admin/customers/${encodeURIComponent(customerId)}/wishlist`, { signal })
