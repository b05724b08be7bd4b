import type { MedusaRequest } from '@medusajs/framework/http'
import type { FilterablePaymentProps } from '@medusajs/framework/types'
import { MedusaError, Modules } from '@medusajs/framework/utils'
import { askedIds, beforeListQuery, narrowTo } from '../list-filters'

/**
 * GET /admin/payments, before Medusa validates the query: `provider_id` (one or more payment providers), which
 * Medusa 2.21's payment list cannot filter by, becomes the ids of the payments made with them (within any ids
 * asked for).
 */
export const filterPayments = beforeListQuery('/admin/payments', async (req: MedusaRequest) => {
  const query = req.query as Record<string, unknown>
  if (query.provider_id === undefined) return
  const providers = [query.provider_id].flat()
  if (!providers.every((provider): provider is string => typeof provider === 'string' && provider.length > 0 && provider.length <= 200)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, 'provider_id must be one or more payment provider ids')
  }
  delete query.provider_id
  const given = askedIds(query)
  // the payment module filters by any column of the payment; its filter type leaves `provider_id` out
  const filters = { provider_id: providers, ...(given ? { id: given } : {}) } as FilterablePaymentProps
  const payments = await req.scope.resolve(Modules.PAYMENT).listPayments(filters, { select: ['id'] })
  narrowTo(
    query,
    payments.map((payment) => payment.id),
    'pay_none',
  )
})
