import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { FilterablePaymentProps } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"

/** An id no payment has: Medusa then answers its usual empty page with count 0. */
const NO_PAYMENT = "pay_none"

const isPaymentList = (req: MedusaRequest) => req.method === "GET" && new URL(req.originalUrl, "http://x").pathname.replace(/\/+$/, "") === "/admin/payments"

/**
 * GET /admin/payments, before Medusa validates the query: `provider_id` (one or more payment providers), which
 * Medusa 2.21's payment list cannot filter by, becomes the ids of the payments made with them (within any ids
 * asked for). Medusa then filters, orders, pages and shapes the list as always.
 */
export async function filterPayments(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (!isPaymentList(req)) return next()
  // a global middleware: its failures (a 400 for a malformed provider) reach Medusa's error handler only through next
  try {
    const query = req.query as Record<string, unknown>
    if (query.provider_id === undefined) return next()
    const providers = [query.provider_id].flat()
    if (!providers.every((provider): provider is string => typeof provider === "string" && provider.length > 0 && provider.length <= 200)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "provider_id must be one or more payment provider ids")
    }
    delete query.provider_id
    const given = query.id === undefined ? undefined : [query.id].flat().filter((id): id is string => typeof id === "string")
    // the payment module filters by any column of the payment; its filter type leaves `provider_id` out
    const filters = { provider_id: providers, ...(given ? { id: given } : {}) } as FilterablePaymentProps
    const payments = await req.scope.resolve(Modules.PAYMENT).listPayments(filters, { select: ["id"] })
    query.id = payments.length ? payments.map((payment) => payment.id) : [NO_PAYMENT]
    next()
  } catch (error) {
    next(error)
  }
}
