import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { StepResponse } from '@medusajs/framework/workflows-sdk'
import { createProductsWorkflow } from '@medusajs/medusa/core-flows'
import { giveDefaultProfile } from '../../lib/shipping-profile/default-profile'

/**
 * Every product but a gift card has a shipping profile: one created without (by the back office's form left as it was,
 * the API, an import) gets the default one, so whatever staff create can be shipped. A profile the request names is kept.
 */
createProductsWorkflow.hooks.productsCreated(
  async ({ products }, { container }) => {
    const links = await giveDefaultProfile(
      container,
      products.map((product) => product.id),
    )
    return new StepResponse(undefined, links)
  },
  async (links, { container }) => {
    if (links?.length) await container.resolve(ContainerRegistrationKeys.LINK).dismiss(links)
  },
)
