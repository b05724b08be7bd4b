import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'

const BATCH = /^\/admin\/price-lists\/([^/]+)\/prices\/batch$/

type Body = { create?: { variant_id?: unknown; amount?: unknown }[]; update?: { id?: unknown; variant_id?: unknown; amount?: unknown }[]; delete?: unknown[] }

const strings = (values: unknown[]) => [...new Set(values.filter((value): value is string => typeof value === 'string'))]

/**
 * POST /admin/price-lists/{id}/prices/batch, before Medusa runs it: Medusa creates, updates and deletes the prices in
 * parallel and does not take the others back when one of them fails (a price of a deleted variant), so a batch could
 * be half-saved. Everything that can make a part fail is checked first — every variant exists, every price updated
 * or deleted is one of this list's, no amount is negative — and a batch with any such fault is refused whole (400,
 * naming it); nothing is saved.
 */
export async function wholePriceBatch(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const listId = req.method === 'POST' ? BATCH.exec(new URL(req.originalUrl, 'http://x').pathname)?.[1] : undefined
  if (!listId) return next()
  try {
    const body = (req.body ?? {}) as Body
    const create = Array.isArray(body.create) ? body.create : []
    const update = Array.isArray(body.update) ? body.update : []
    const remove = Array.isArray(body.delete) ? body.delete : []
    const negative = [...create, ...update].find((price) => typeof price?.amount === 'number' && price.amount < 0)
    if (negative) throw new MedusaError(MedusaError.Types.INVALID_DATA, `amount must be 0 or more, got ${negative.amount}`)

    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const variantIds = strings([...create, ...update].map((price) => price?.variant_id))
    const priceIds = strings([...update.map((price) => price?.id), ...remove])
    const [{ data: variants }, { data: prices }] = await Promise.all([
      variantIds.length ? query.graph({ entity: 'product_variant', fields: ['id'], filters: { id: variantIds } }) : { data: [] },
      priceIds.length ? query.graph({ entity: 'price', fields: ['id'], filters: { id: priceIds, price_list_id: decodeURIComponent(listId) } }) : { data: [] },
    ])
    const missingVariants = variantIds.filter((id) => !variants.some((variant: { id: string }) => variant.id === id))
    if (missingVariants.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Variants not found: ${missingVariants.join(', ')}`)
    const foreign = priceIds.filter((id) => !prices.some((price: { id: string }) => price.id === id))
    if (foreign.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Prices not in this price list: ${foreign.join(', ')}`)
    next()
  } catch (error) {
    next(error)
  }
}
