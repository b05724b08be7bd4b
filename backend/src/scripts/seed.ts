import type { ExecArgs } from '@medusajs/framework/types'
import { seedAfterSalesReasons } from './seed/after-sales-reasons'
import { seedCategories } from './seed/categories'
import { seedCollections } from './seed/collections'
import { seedContext } from './seed/context'
import { seedFulfillment } from './seed/fulfillment'
import { seedGiftCard } from './seed/gift-card'
import { seedAdmin, seedMigratedCustomers } from './seed/people'
import { seedMissingCurrencies, seedSale } from './seed/prices'
import { seedProducts } from './seed/products'
import { seedRegions } from './seed/regions'
import { seedReturnShipping } from './seed/return-shipping'
import { seedStore } from './seed/store'
import { writeStorefrontKey } from './seed/storefront-key'

/**
 * Makes the shop believable in German and English. Idempotent: everything is looked up by
 * handle, name or email first, so a second run creates and changes nothing.
 */
export default async function seed({ container }: ExecArgs) {
  const ctx = seedContext(container)
  const { salesChannelId } = await seedStore(ctx)
  const regions = await seedRegions(ctx)
  const fulfillment = await seedFulfillment(ctx, salesChannelId, regions)
  await seedReturnShipping(ctx, fulfillment.shippingProfileId, regions)
  const categoryIds = await seedCategories(ctx)
  const collectionIds = await seedCollections(ctx)
  await seedProducts(ctx, { salesChannelId, categoryIds, collectionIds, fulfillment })
  await seedGiftCard(ctx, salesChannelId)
  await seedMissingCurrencies(ctx)
  await seedSale(ctx)
  await seedAdmin(ctx)
  await seedMigratedCustomers(ctx)
  await seedAfterSalesReasons(ctx)
  await writeStorefrontKey(ctx, salesChannelId)
  console.log(ctx.tally.summary())
}
