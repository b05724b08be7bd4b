import { Modules } from '@medusajs/framework/utils'
import { createProductCategoriesWorkflow } from '@medusajs/medusa/core-flows'
import { CATEGORIES, type CategorySeed } from '../seed-data/categories'
import type { SeedContext } from './context'
import { uploadImages } from './uploads'

type CategoryInput = Omit<CategorySeed, 'children'>

/** The category tree (two levels) with icons and pictures; returns category id per handle. */
export async function seedCategories(ctx: SeedContext): Promise<Record<string, string>> {
  const ids: Record<string, string> = {}
  for (const parent of CATEGORIES) {
    ids[parent.handle] = await ensureCategory(ctx, parent)
    for (const child of parent.children ?? []) {
      ids[child.handle] = await ensureCategory(ctx, { ...child, menu: parent.menu }, ids[parent.handle])
    }
  }
  return ids
}

async function ensureCategory(ctx: SeedContext, category: CategoryInput, parentId?: string) {
  const [existing] = await ctx.container.resolve(Modules.PRODUCT).listProductCategories({ handle: category.handle }, { select: ['id'] })
  if (existing) {
    ctx.tally.kept++
    return existing.id
  }
  const [image] = await uploadImages(ctx, `kategorie-${category.handle}`, { motif: category.motif, metal: 'gold', stone: 'diamond' }, 1)
  const { result } = await createProductCategoriesWorkflow(ctx.container).run({
    input: {
      product_categories: [
        {
          name: category.name,
          handle: category.handle,
          description: category.description,
          is_active: true,
          is_internal: false,
          parent_category_id: parentId ?? null,
          metadata: {
            name_en: category.name_en,
            handle_en: category.handle_en,
            description_en: category.description_en,
            icon: category.icon,
            image,
            menu: category.menu,
            rank: category.rank,
          },
        },
      ],
    },
  })
  ctx.tally.created++
  return result[0].id
}
