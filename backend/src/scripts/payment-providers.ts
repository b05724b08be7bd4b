import type { ExecArgs } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { type RegionProviders, syncRegionPaymentProviders } from './seed/payment-providers'

/**
 * `npx medusa exec ./src/scripts/payment-providers.ts`: links every region to the payment providers the shop has
 * (bank transfer; card and PayPal once STRIPE_API_KEY and STRIPE_WEBHOOK_SECRET are set) — for a shop whose regions
 * were not made by the seed, after setting or removing Stripe's keys (docs/deployment.md).
 */
export default async function linkPaymentProviders({ container }: ExecArgs) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'region', fields: ['id', 'payment_providers.id'] })
  const changed = await syncRegionPaymentProviders(container, data as RegionProviders[])
  console.log(`payment providers: ${changed} of ${data.length} regions changed`)
}
