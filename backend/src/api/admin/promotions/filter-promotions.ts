import type { MedusaRequest } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'
import { askedIds, beforeListQuery, listValues, narrowTo } from '../list-filters'

const FILTERS = {
  status: ['draft', 'active', 'inactive'],
  type: ['standard', 'buyget'],
  is_automatic: ['true', 'false'],
} as const

/**
 * GET /admin/promotions, before Medusa validates the query: Medusa 2.21 lists promotions by code, campaign and
 * currency only, while staff look for the active ones, the buy-get ones or the automatic ones. `status`, `type`
 * and `is_automatic` become the ids of the promotions that have them (the promotion module's own filter); Medusa
 * then searches, orders, pages and shapes the list as always.
 */
export const filterPromotions = beforeListQuery('/admin/promotions', narrowPromotionList)

async function narrowPromotionList(req: MedusaRequest) {
  const query = req.query as Record<string, unknown>
  const status = listValues(query.status, FILTERS.status, 'status')
  const type = listValues(query.type, FILTERS.type, 'type')
  const automatic = listValues(query.is_automatic, FILTERS.is_automatic, 'is_automatic')
  delete query.status
  delete query.type
  delete query.is_automatic
  // both "yes" and "no" chosen is no filter
  const isAutomatic = automatic?.length === 1 ? automatic[0] === 'true' : null
  if (!status?.length && !type?.length && isAutomatic === null) return

  const given = askedIds(query)
  const promotions = await req.scope.resolve(Modules.PROMOTION).listPromotions(
    {
      ...(given ? { id: given } : {}),
      ...(status?.length ? { status: status as ('draft' | 'active' | 'inactive')[] } : {}),
      ...(type?.length ? { type: type as ('standard' | 'buyget')[] } : {}),
      ...(isAutomatic === null ? {} : { is_automatic: isAutomatic }),
    },
    { select: ['id'] },
  )
  narrowTo(
    query,
    promotions.map((promotion) => promotion.id),
    'promo_none',
  )
}
