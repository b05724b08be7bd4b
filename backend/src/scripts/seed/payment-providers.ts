import type { MedusaContainer } from '@medusajs/framework/types'
import { updateRegionsWorkflow } from '@medusajs/medusa/core-flows'
import { regionPaymentProviders, sameProviders } from '../../lib/region-payment-providers'

export type RegionProviders = { id: string; payment_providers?: { id: string }[] | null }

/**
 * Links each region to the payment providers it should have now (src/lib/region-payment-providers.ts: card and
 * PayPal only while Stripe's keys are set). Returns how many regions changed; a second run changes none.
 */
export async function syncRegionPaymentProviders(container: MedusaContainer, regions: RegionProviders[], env = process.env): Promise<number> {
  let changed = 0
  for (const region of regions) {
    const current = (region.payment_providers ?? []).map((provider) => provider.id)
    const wanted = regionPaymentProviders(current, env)
    if (sameProviders(current, wanted)) continue
    await updateRegionsWorkflow(container).run({ input: { selector: { id: region.id }, update: { payment_providers: wanted } } })
    changed++
  }
  return changed
}
