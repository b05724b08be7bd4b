import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, MathBN } from '@medusajs/framework/utils'
import { StepResponse } from '@medusajs/framework/workflows-sdk'
import { listShippingOptionsForCartWithPricingWorkflow, listShippingOptionsForCartWorkflow } from '@medusajs/medusa/core-flows'

/**
 * Shipping options can only be filtered by rules on the context the cart workflows build, and
 * that context knows nothing about the cart's value. Goods above 5,000 € travel by valuables
 * transport instead of parcel, so both listing workflows (the store listing and the one used
 * when a method is added or refreshed) get `item_total`, the cart's gross item value in its
 * currency, for the shipping options' `item_total` rules.
 */
async function cartValueContext({ cart }: { cart: { id: string } }, { container }: { container: MedusaContainer }) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'cart', fields: ['item_total'], filters: { id: cart.id } })
  const itemTotal = data[0]?.item_total ?? 0
  return new StepResponse({ item_total: MathBN.convert(itemTotal).toNumber() })
}

listShippingOptionsForCartWorkflow.hooks.setShippingOptionsContext(cartValueContext)
listShippingOptionsForCartWithPricingWorkflow.hooks.setShippingOptionsContext(cartValueContext)
