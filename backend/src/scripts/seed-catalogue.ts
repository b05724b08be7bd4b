import type { ExecArgs } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { createProductsWorkflow } from '@medusajs/medusa/core-flows'
import { GENERATED_PREFIX, generatedProduct, imageKeyOf } from './catalogue/generate'
import { generatedVariants } from './catalogue/variants'
import { seedContext } from './seed/context'
import { publishedWithPictures, uploadImages } from './seed/uploads'

/** Products per createProductsWorkflow run: large enough to be quick, small enough for one transaction. */
const BATCH = 200

/**
 * `npm run seed:catalogue -- --products N` (CATALOGUE_PRODUCTS=N): adds generated products 1…N to the
 * seeded shop (run the normal seed first). Idempotent: products that exist (by handle) are kept, so a
 * second run adds nothing and a larger N only adds the difference. Pictures are shared: one set per
 * motif and stone, uploaded once.
 */
export default async function seedCatalogue({ container }: ExecArgs) {
  const total = Number(process.env.CATALOGUE_PRODUCTS ?? 0)
  if (!Number.isInteger(total) || total < 1 || total > 100_000) throw new Error('CATALOGUE_PRODUCTS must be a whole number from 1 to 100000')
  const started = Date.now()
  const ctx = seedContext(container)
  const productModule = container.resolve(Modules.PRODUCT)
  const storeModule = container.resolve(Modules.STORE)
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT)

  const [store] = await storeModule.listStores({}, { select: ['default_sales_channel_id'] })
  if (!store?.default_sales_channel_id) throw new Error("run the shop's seed first: the store has no default sales channel")
  const [profile] = await fulfillmentModule.listShippingProfiles({ type: 'default' }, { select: ['id'] })
  const categories = Object.fromEntries((await productModule.listProductCategories({}, { select: ['id', 'handle'] })).map((c) => [c.handle, c.id]))
  const collections = Object.fromEntries((await productModule.listProductCollections({}, { select: ['id', 'handle'] })).map((c) => [c.handle, c.id]))

  const existing = await productModule.listProducts({ handle: { $like: `${GENERATED_PREFIX}-%` } } as never, {
    select: ['handle', 'thumbnail', 'metadata'],
    take: null as never,
  })
  const present = new Set(existing.map((product) => product.handle))
  const images = new Map<string, string[]>()
  for (const product of existing) {
    const key = product.metadata?.catalogue_images
    const urls = product.metadata?.catalogue_image_urls
    if (typeof key === 'string' && Array.isArray(urls)) images.set(key, urls as string[])
  }

  let created = 0
  for (let from = 1; from <= total; from += BATCH) {
    const batch = []
    for (let n = from; n < Math.min(from + BATCH, total + 1); n++) {
      const product = generatedProduct(n)
      if (present.has(product.handle)) continue
      const key = imageKeyOf(product)
      if (!images.has(key)) {
        const metal = product.alloys[0] === 'Platin' ? 'platinum' : 'gold'
        images.set(key, await uploadImages(ctx, `katalog-${key}`, { motif: product.motif, metal, stone: product.stone }, 2))
      }
      const urls = images.get(key)!
      const { options, variants } = generatedVariants(product)
      batch.push({
        ...publishedWithPictures(product, urls),
        category_ids: product.categories.map((handle) => categories[handle]).filter(Boolean),
        collection_id: product.collection ? collections[product.collection] : undefined,
        shipping_profile_id: profile?.id,
        sales_channels: [{ id: store.default_sales_channel_id }],
        options,
        variants,
        metadata: {
          title_en: product.title_en,
          handle_en: product.handle_en,
          description_en: product.description_en,
          stones: product.stones ?? [],
          generated: true,
          catalogue_images: key,
          catalogue_image_urls: urls,
        },
      })
    }
    if (!batch.length) continue
    await createProductsWorkflow(container).run({ input: { products: batch } })
    created += batch.length
    console.log(`catalogue progress: ${created} created up to product ${Math.min(from + BATCH - 1, total)} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  }
  console.log(
    `catalogue: ${created} products created, ${present.size} kept, ${images.size} shared picture sets, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
