import type { MedusaResponse, MedusaStoreRequest } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'

type SlugType = 'product' | 'category' | 'collection'
type Translation = { type: SlugType; de: string; en: string }
type Sluggable = { handle: string; metadata?: Record<string, unknown> | null }

// German handles are the native ones; the English handle lives in metadata.handle_en.
const toTranslation =
  (type: SlugType) =>
  (entity: Sluggable): Translation => {
    const en = entity.metadata?.handle_en
    return { type, de: entity.handle, en: typeof en === 'string' && en ? en : entity.handle }
  }

/** Every public slug with its counterpart in the other language, for localized URLs and redirects. */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse) => {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const fields = ['handle', 'metadata']
  const [products, categories, collections] = await Promise.all([
    query.graph({ entity: 'product', fields, filters: { status: 'published' } }),
    query.graph({ entity: 'product_category', fields, filters: { is_active: true, is_internal: false } }),
    query.graph({ entity: 'product_collection', fields }),
  ])
  const translations: Translation[] = [
    ...products.data.map(toTranslation('product')),
    ...categories.data.map(toTranslation('category')),
    ...collections.data.map(toTranslation('collection')),
  ]
  res.json({ translations })
}
