import { Modules } from '@medusajs/framework/utils'
import { createCollectionsWorkflow } from '@medusajs/medusa/core-flows'
import { COLLECTIONS } from '../seed-data/collections'
import type { SeedContext } from './context'

/** The home page collections; returns collection id per handle. */
export async function seedCollections(ctx: SeedContext): Promise<Record<string, string>> {
  const productModule = ctx.container.resolve(Modules.PRODUCT)
  const existing = await productModule.listProductCollections({ handle: COLLECTIONS.map((c) => c.handle) })
  const ids: Record<string, string> = Object.fromEntries(existing.map((collection) => [collection.handle, collection.id]))
  ctx.tally.kept += existing.length
  const missing = COLLECTIONS.filter((collection) => !ids[collection.handle])
  if (missing.length) {
    const { result } = await createCollectionsWorkflow(ctx.container).run({
      input: {
        collections: missing.map((collection) => ({
          title: collection.title,
          handle: collection.handle,
          metadata: {
            title_en: collection.title_en,
            handle_en: collection.handle_en,
            description: collection.description,
            description_en: collection.description_en,
          },
        })),
      },
    })
    for (const collection of result) ids[collection.handle] = collection.id
    ctx.tally.created += result.length
  }
  return ids
}
