import type { ExecArgs } from '@medusajs/framework/types'
import { giveDefaultProfile } from '../lib/shipping-profile/default-profile'

/**
 * Products created before every product got a shipping profile (the back office created them without one) get the
 * default profile, so their orders can be shipped. Run once by `medusa db:migrate`; later products get theirs when
 * they are created (workflows/hooks/products-default-shipping-profile.ts).
 */
export default async function productsDefaultShippingProfile({ container }: ExecArgs) {
  const links = await giveDefaultProfile(container)
  if (links.length) container.resolve('logger').info(`Gave ${links.length} products without a shipping profile the default one`)
}
