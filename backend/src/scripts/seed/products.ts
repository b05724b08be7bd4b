import { createHash } from 'node:crypto'
import { Modules } from '@medusajs/framework/utils'
import { createInventoryLevelsWorkflow, createProductsWorkflow, updateProductsWorkflow, updateProductVariantsWorkflow } from '@medusajs/medusa/core-flows'
import type { ProductSeed } from '../seed-data/product-types'
import { PRODUCTS } from '../seed-data/products'
import type { SeedContext } from './context'
import type { SeededFulfillment } from './fulfillment'
import { stonesOf } from './stones'
import { publishedWithPictures, uploadImages } from './uploads'
import { ALLOY_MATERIAL, buildVariants } from './variants'

type Ids = {
  salesChannelId: string
  categoryIds: Record<string, string>
  collectionIds: Record<string, string>
  fulfillment: SeededFulfillment
}

/** Every catalogue product with pictures, variants, prices and stock at the Ladengeschäft. */
export async function seedProducts(ctx: SeedContext, ids: Ids) {
  const existing = await ctx.container
    .resolve(Modules.PRODUCT)
    .listProducts({ handle: PRODUCTS.map((p) => p.handle) }, { select: ['handle'], withDeleted: true })
  const present = new Set(existing.map((product) => product.handle))
  ctx.tally.kept += present.size
  for (const product of PRODUCTS.filter((p) => !present.has(p.handle))) {
    await createProduct(ctx, product, ids)
    ctx.tally.created++
  }
  await seedVariantMaterials(
    ctx,
    existing.map((product) => product.handle),
  )
  await seedStones(ctx)
}

/** Products seeded before they named their stones get them from their seed; stones staff set are kept. */
async function seedStones(ctx: SeedContext) {
  const products = await ctx.container
    .resolve(Modules.PRODUCT)
    .listProducts({ handle: PRODUCTS.map((p) => p.handle) }, { select: ['id', 'handle', 'metadata'] })
  const seeds = new Map(PRODUCTS.map((p) => [p.handle, p]))
  const missing = products.filter((product) => !Array.isArray(product.metadata?.stones) && seeds.has(product.handle))
  if (!missing.length) return
  await updateProductsWorkflow(ctx.container).run({
    input: { products: missing.map((product) => ({ id: product.id, metadata: { ...product.metadata, stones: stonesOf(seeds.get(product.handle)!) } })) },
  })
  ctx.tally.changed += missing.length
}

/**
 * Variants seeded before they carried their own material get it from their alloy; a material staff set is kept.
 */
async function seedVariantMaterials(ctx: SeedContext, handles: string[]) {
  if (!handles.length) return
  const { data } = (await ctx.query.graph({
    entity: 'product_variant',
    fields: ['id', 'metadata', 'options.value', 'options.option.title', 'product.handle'],
    filters: { product: { handle: handles } },
  })) as { data: { id: string; metadata: Record<string, unknown> | null; options: { value: string; option?: { title: string } | null }[] }[] }
  const missing = data.flatMap((variant) => {
    if (typeof variant.metadata?.material === 'string') return []
    const alloy = variant.options.find((option) => option.option?.title === 'Legierung')?.value
    const material = alloy && Object.hasOwn(ALLOY_MATERIAL, alloy) ? ALLOY_MATERIAL[alloy as keyof typeof ALLOY_MATERIAL] : null
    return material ? [{ id: variant.id, metadata: { ...variant.metadata, material } }] : []
  })
  if (!missing.length) return
  await updateProductVariantsWorkflow(ctx.container).run({ input: { product_variants: missing } })
  ctx.tally.changed += missing.length
}

async function createProduct(ctx: SeedContext, product: ProductSeed, ids: Ids) {
  const metal = product.alloys[0] === 'Platin' ? 'platinum' : 'gold'
  const urls = await uploadImages(ctx, product.handle, { motif: product.motif, metal, stone: product.stone }, imageCount(product))
  const { options, variants } = buildVariants(product)
  const { result } = await createProductsWorkflow(ctx.container).run({
    input: {
      products: [
        {
          ...publishedWithPictures(product, urls),
          category_ids: product.categories.map((handle) => requireId(ids.categoryIds, handle, product)),
          collection_id: product.collection ? requireId(ids.collectionIds, product.collection, product) : undefined,
          shipping_profile_id: ids.fulfillment.shippingProfileId,
          sales_channels: [{ id: ids.salesChannelId }],
          options,
          variants,
          metadata: {
            title_en: product.title_en,
            handle_en: product.handle_en,
            description_en: product.description_en,
            ...(product.alloys.length ? { material: ALLOY_MATERIAL[product.alloys[0]] } : {}),
            stones: stonesOf(product),
            ...(product.video ? { video: product.video } : {}),
          },
        },
      ],
    },
  })
  await stockVariants(ctx, result[0].id, ids.fulfillment.stockLocationId)
}

/** Two or three pictures; video products always get three. */
const imageCount = (product: ProductSeed) => (product.video || Number(product.code.slice(-1)) % 2 ? 3 : 2)

function requireId(ids: Record<string, string>, handle: string, product: ProductSeed) {
  if (!ids[handle]) throw new Error(`${product.handle}: unknown category or collection "${handle}"`)
  return ids[handle]
}

/** Most pieces are in the shop (1–4), about one variant in eleven is sold out. */
function stockFor(sku: string): number {
  const hash = createHash('sha1').update(sku).digest().readUInt32BE(0)
  return hash % 11 === 0 ? 0 : 1 + (hash % 4)
}

async function stockVariants(ctx: SeedContext, productId: string, locationId: string) {
  const { data } = (await ctx.query.graph({
    entity: 'product_variant',
    fields: ['sku', 'inventory_items.inventory_item_id'],
    filters: { product_id: productId },
  })) as { data: { sku: string; inventory_items: { inventory_item_id: string }[] }[] }
  await createInventoryLevelsWorkflow(ctx.container).run({
    input: {
      inventory_levels: data.flatMap((variant) =>
        variant.inventory_items.map((item) => ({
          inventory_item_id: item.inventory_item_id,
          location_id: locationId,
          stocked_quantity: stockFor(variant.sku),
        })),
      ),
    },
  })
}
