import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { wishlistEntries } from '../../../../../lib/wishlist-entries'

type Product = { id: string; title: string; handle: string; thumbnail: string | null; status: string }

/**
 * GET /admin/customers/:id/wishlist → `{ wishlist: [{ id, title, handle, thumbnail, status, deleted }], count }`: the
 * products of the customer's wishlist (kept in the customer's `metadata.wishlist` by the shop), in the list's order,
 * as the catalogue has them now. A product deleted since keeps the title the list stored, with `deleted: true`.
 * 404 for an unknown customer.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: customers } = await query.graph({ entity: 'customer', fields: ['id', 'metadata'], filters: { id: req.params.id } })
  const customer = customers[0] as { id: string; metadata: Record<string, unknown> | null } | undefined
  if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Customer with id "${req.params.id}" was not found`)
  const entries = wishlistEntries(customer.metadata)
  const { data } = entries.length
    ? await query.graph({ entity: 'product', fields: ['id', 'title', 'handle', 'thumbnail', 'status'], filters: { id: entries.map((entry) => entry.id) } })
    : { data: [] }
  const products = new Map((data as Product[]).map((product) => [product.id, product]))
  const wishlist = entries.map((entry) => {
    const product = products.get(entry.id)
    return product
      ? { ...product, deleted: false }
      : { id: entry.id, title: entry.title, handle: null, thumbnail: entry.thumbnail, status: null, deleted: true }
  })
  res.json({ wishlist, count: wishlist.length })
}
