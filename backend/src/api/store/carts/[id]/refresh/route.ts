import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { refreshCartItemsWorkflow } from '@medusajs/medusa/core-flows'

async function cartOf(req: MedusaRequest, fields: string[]) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'cart', fields, filters: { id: req.params.id } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id '${req.params.id}' not found`)
  return data[0]
}

/**
 * POST /store/carts/:id/refresh — the cart priced as the shop prices it now: variant prices, taxes,
 * promotions (an expired or used-up one drops out), shipping methods and the payment collection's amount,
 * with Medusa's own refresh workflow (`force_refresh`). Medusa recalculates prices only when region, locale or
 * tax address change, and completes a cart at the prices it holds, so without this an order could be placed at a
 * price the shop no longer asks. The checkout calls it before completing and compares the result with what the
 * shopper confirmed. A completed cart is answered as it is (a repeated "place order" then gets its order).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { completed_at } = await cartOf(req, ['id', 'completed_at'])
  if (!completed_at) await refreshCartItemsWorkflow(req.scope).run({ input: { cart_id: req.params.id, force_refresh: true } })
  res.json({ cart: await cartOf(req, req.queryConfig.fields) })
}
