import type { Locale } from '../../rules/languages'
import type { Bindings } from '../env'
import { slugsSynced, translateSlug } from '../slugs/lookup'
import type { MedusaProduct } from './medusa-types'
import { listProducts, type ProductFilters, scanProducts } from './queries'

type Pricing = Pick<ProductFilters, 'region_id' | 'country_code'>

async function byGermanHandle(env: Bindings, handle: string, pricing: Pricing): Promise<MedusaProduct | null> {
  const { products } = await listProducts(env, { ...pricing, handle }, { limit: 1, offset: 0 }, true)
  return products[0] ?? null
}

/**
 * The German handle of an English one from KV `SLUGS`. Only while no sync has filled KV (a fresh
 * deployment) are the products scanned for `metadata.handle_en`: afterwards a miss is a real miss,
 * and unknown URLs must not make the worker read the whole catalogue.
 */
async function germanHandleOf(env: Bindings, english: string, pricing: Pricing): Promise<string | null> {
  const { translatedSlug } = await translateSlug(env.SLUGS, 'product', english, 'en', 'de')
  if (translatedSlug) return translatedSlug
  if (await slugsSynced(env.SLUGS)) return null
  const { products } = await scanProducts(env, pricing, 'id,handle,metadata')
  return products.find((product) => product.metadata?.handle_en === english)?.handle ?? null
}

/**
 * A product by its handle in the locale's language, with all detail fields and prices of the region.
 * A German handle on an English page (and the reverse) is accepted too, so language switches never 404.
 */
export async function findProduct(env: Bindings, handle: string, locale: Locale, pricing: Pricing): Promise<MedusaProduct | null> {
  if (locale === 'de') {
    const product = await byGermanHandle(env, handle, pricing)
    if (product) return product
  }
  const german = await germanHandleOf(env, handle, pricing)
  if (german) return byGermanHandle(env, german, pricing)
  return locale === 'en' ? byGermanHandle(env, handle, pricing) : null
}
