import type { MedusaRequest } from '@medusajs/framework/http'
import type { IPricingModuleService } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { askedIds, beforeListQuery, listValues, narrowTo } from '../list-filters'

const TYPES = ['sale', 'override'] as const

/**
 * GET /admin/price-lists?type[]=sale, before Medusa validates the query (which knows no `type` filter): the type
 * becomes the ids of the lists of that type. A shop has dozens of price lists, not thousands, so the ids are few.
 */
export const filterPriceLists = beforeListQuery('/admin/price-lists', async (req: MedusaRequest) => {
  const query = req.query as Record<string, unknown>
  const types = listValues(query.type, TYPES, 'type')
  delete query.type
  if (!types) return
  const given = askedIds(query)
  // the module filters by any column; its filter type names only some of them
  const filters = { type: types, ...(given ? { id: given } : {}) } as Parameters<IPricingModuleService['listPriceLists']>[0]
  const lists = await req.scope.resolve<IPricingModuleService>(Modules.PRICING).listPriceLists(filters, { select: ['id'] })
  narrowTo(
    query,
    lists.map((list) => list.id),
    'plist_none',
  )
})
