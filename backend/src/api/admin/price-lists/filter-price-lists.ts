import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { IPricingModuleService } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"

const TYPES = ["sale", "override"] as const

/** An id no price list has: Medusa then answers its usual empty page with count 0. */
const NO_LIST = "plist_none"

const isPriceListList = (req: MedusaRequest) => req.method === "GET" && new URL(req.originalUrl, "http://x").pathname.replace(/\/+$/, "") === "/admin/price-lists"

/**
 * GET /admin/price-lists?type[]=sale, before Medusa validates the query (which knows no `type` filter): the type
 * becomes the ids of the lists of that type, and Medusa filters, orders, pages and shapes the list as always. A shop
 * has dozens of price lists, not thousands, so the ids are few.
 */
export async function filterPriceLists(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (!isPriceListList(req)) return next()
  try {
    const query = req.query as Record<string, unknown>
    if (query.type === undefined) return next()
    const types = [query.type].flat()
    delete query.type
    if (types.some((type) => !TYPES.includes(type as (typeof TYPES)[number]))) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `type must be one of ${TYPES.join(", ")}`)
    }
    const given = query.id === undefined ? null : [query.id].flat().filter((id): id is string => typeof id === "string")
    // the module filters by any column; its filter type names only some of them
    const filters = { type: types, ...(given ? { id: given } : {}) } as Parameters<IPricingModuleService["listPriceLists"]>[0]
    const lists = await req.scope.resolve<IPricingModuleService>(Modules.PRICING).listPriceLists(filters, { select: ["id"] })
    query.id = lists.length ? lists.map((list) => list.id) : [NO_LIST]
    next()
  } catch (error) {
    next(error)
  }
}
