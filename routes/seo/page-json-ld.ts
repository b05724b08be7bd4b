import type { CategoryData } from '../catalogue/category-load'
import type { ProductData } from '../catalogue/product-load'
import { categoryPageJsonLd } from './category-json-ld'
import type { JsonLdContext, JsonLdData } from './json-ld'
import { productPageJsonLd } from './product-json-ld'
import { shopJsonLd } from './shop-json-ld'

/** The structured data of each page that has any, built from the page's loader data. */
const BUILDERS: Record<string, (data: any, context: JsonLdContext) => JsonLdData[]> = {
  home: (_, context) => shopJsonLd(context),
  product: (data: ProductData, context) => productPageJsonLd(data.product, context),
  category: (data: CategoryData, context) => categoryPageJsonLd(data.category, context),
}

/**
 * JSON-LD for search engines, which read the server's HTML: the worker writes it into the head, so the
 * browser bundle carries none of this (a client navigation drops it, see client/navigator.ts).
 */
export const pageJsonLd = (routeId: string, data: unknown, context: JsonLdContext): JsonLdData[] => BUILDERS[routeId]?.(data, context) ?? []
