import type { Handles } from '../../routes/api-types'
import { CONTENT_SLUGS } from '../../routes/content/content-load'
import { handlesOf, hasVideo } from '../catalogue/localize'
import type { MedusaProduct } from '../catalogue/medusa-types'
import type { Bindings } from '../env'
import { medusa } from '../medusa/client'
import type { SitemapPage } from './sitemap-xml'

const PAGE_SIZE = 100

type Listed = { handle: string; metadata?: Record<string, unknown> | null; updated_at?: string | Date | null }

/** Every record of a store list endpoint, page by page. */
async function all<T>(list: (query: { limit: number; offset: number }) => Promise<{ count: number } & Record<string, unknown>>, key: string): Promise<T[]> {
  const items: T[] = []
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await list({ limit: PAGE_SIZE, offset })
    const batch = (page[key] as T[]) ?? []
    items.push(...batch)
    if (batch.length < PAGE_SIZE || items.length >= page.count) return items
  }
}

const lastmod = (entity: Listed) => (entity.updated_at ? new Date(entity.updated_at).toISOString() : undefined)
const handlePaths = (base: string, handles: Handles) => ({ de: `${base}/${handles.de}`, en: `${base}/${handles.en}` })
const same = (path: string) => ({ de: path, en: path })

/**
 * Every indexable page of the shop as router paths per language: home, all products, every product,
 * category, collection and product video, the video list and the content pages (routes/content).
 */
export async function sitemapPages(env: Bindings): Promise<SitemapPage[]> {
  const sdk = medusa(env)
  const fields = 'handle,metadata,updated_at'
  const [products, categories, collections] = await Promise.all([
    all<Listed>((page) => sdk.store.product.list({ ...page, fields }), 'products'),
    all<Listed>((page) => sdk.store.category.list({ ...page, fields }), 'product_categories'),
    all<Listed>((page) => sdk.store.collection.list({ ...page, fields }), 'collections'),
  ])
  return [
    { paths: same('/') },
    { paths: same('/store') },
    { paths: same('/videos') },
    { paths: same('/contact') },
    ...CONTENT_SLUGS.map((slug) => ({ paths: same(`/content/${slug}`) })),
    ...products.map((product) => ({ paths: handlePaths('/products', handlesOf(product)), lastmod: lastmod(product) })),
    ...products
      .filter((product) => hasVideo(product as MedusaProduct))
      .map((product) => ({ paths: handlePaths('/videos', handlesOf(product)), lastmod: lastmod(product) })),
    ...categories.map((category) => ({ paths: handlePaths('/categories', handlesOf(category)), lastmod: lastmod(category) })),
    ...collections.map((collection) => ({ paths: handlePaths('/collections', handlesOf(collection)), lastmod: lastmod(collection) })),
  ]
}
