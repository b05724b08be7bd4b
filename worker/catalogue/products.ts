import { type Context, Hono } from 'hono'
import type { ProductList } from '../../routes/api-types'
import { isFiltered } from '../../routes/catalogue/listing-filters'
import type { Locale } from '../../rules/languages'
import { executionContext } from '../cache/stale-while-revalidate'
import type { AppEnv } from '../env'
import { badRequest, notFound } from '../http/errors'
import { parseCountry, parseId, parseLocale, parseSlug } from '../http/params'
import { knownCountries, regionOfCountry } from '../regions/regions'
import { descendantIds } from './category-tree'
import { searchListing } from './listing-search'
import { productDetail, productSummary } from './localize'
import type { MedusaProduct } from './medusa-types'
import { optionTerms } from './option-terms'
import { placeOf } from './place'
import { findProduct } from './product-lookup'
import { needsScan, type ProductListQuery, parseProductListQuery } from './product-query'
import { filterAndSort } from './product-sort'
import { listCategories, listProducts, type ProductFilters, scanProducts } from './queries'

/** GET /api/products/{countryCode}/{locale}[/{handle} | /related/{id}] */
export const products = new Hono<AppEnv>()

const RELATED_LIMIT = 8

/** The path's country and locale, both validated before anything asks Medusa. */
async function countryAndLocale(c: Context<AppEnv>): Promise<{ country: string; locale: Locale; known: Set<string> }> {
  const known = await knownCountries(c.env, executionContext(c))
  return { country: parseCountry(c.req.param('countryCode'), known), locale: parseLocale(c.req.param('locale')), known }
}

/** Prices come from the region of the country (or of ?country_code / ?region_id when given). */
async function pricingFor(c: Context<AppEnv>, country: string, regionId?: string) {
  if (regionId) return { region_id: regionId, country_code: country }
  const region = await regionOfCountry(c.env, country, executionContext(c))
  if (!region) throw badRequest(`No region sells to '${country}'`)
  return { region_id: region.id, country_code: country }
}

async function categoryFilter(c: Context<AppEnv>, categoryId: string | undefined): Promise<string[] | undefined> {
  if (!categoryId) return undefined
  const all = await listCategories(c.env)
  if (!all.some((category) => category.id === categoryId)) throw notFound(`No category with the id '${categoryId}'`)
  return descendantIds(all, categoryId)
}

/** Medusa pages the list, or the worker scans, filters and sorts it (video filter, price order). */
async function pageOfProducts(c: Context<AppEnv>, filters: ProductFilters, query: ProductListQuery, locale: Locale) {
  const page = { limit: query.limit, offset: query.offset }
  if (!needsScan(query, locale)) return listProducts(c.env, filters, { ...page, order: query.order })

  const scan = await scanProducts(c.env, filters)
  if (!scan.complete) throw badRequest('Too many products to filter by video or order by price here; narrow the list with a collection, category or query')
  const ordered = filterAndSort(scan.products, { video: query.video, order: query.order, locale })
  const ids = ordered.slice(query.offset, query.offset + query.limit).map((product) => product.id)
  return { products: await productsOf(c, filters, ids), count: ordered.length }
}

/** The products of these ids in this order, as the list shows them (an id Medusa no longer has is left out). */
async function productsOf(c: Context<AppEnv>, filters: ProductFilters, ids: string[]): Promise<MedusaProduct[]> {
  if (ids.length === 0) return []
  const { products: found } = await listProducts(c.env, { ...filters, id: ids }, { limit: ids.length, offset: 0 })
  const byId = new Map(found.map((product) => [product.id, product]))
  return ids.map((id) => byId.get(id)).filter((p): p is MedusaProduct => !!p)
}

/**
 * A filtered list is the search engine's (its page of ids, then Medusa's products for the cards), so its count and
 * its filters' counts agree; an unfiltered one is Medusa's, with the engine's counts beside it when asked for (none
 * when the engine cannot answer: the page still shows its products).
 */
async function listOf(c: Context<AppEnv>, filters: ProductFilters, query: ProductListQuery, locale: Locale, country: string) {
  const filtered = isFiltered(query.filters)
  if (filtered && query.video) throw badRequest('video cannot be combined with the filters')
  if (!filtered && !query.facets) return { ...(await pageOfProducts(c, filters, query, locale)), facets: undefined }
  const currency = (await regionOfCountry(c.env, country, executionContext(c)))?.currency_code ?? 'eur'
  if (!filtered) {
    const [page, counts] = await Promise.all([pageOfProducts(c, filters, query, locale), searchListing(c, query, locale, currency, true).catch(() => null)])
    return { ...page, facets: counts?.facets ?? null }
  }
  const { ids, count, facets } = await searchListing(c, query, locale, currency)
  return { products: await productsOf(c, filters, ids), count, facets: query.facets ? facets : undefined }
}

products.get('/:countryCode/:locale', async (c) => {
  const { country, locale, known } = await countryAndLocale(c)
  const query = parseProductListQuery(c.req.query(), known)
  const pricing = await pricingFor(c, query.countryCode ?? country, query.regionId)
  const filters: ProductFilters = {
    ...pricing,
    collection_id: query.collectionIds,
    category_id: await categoryFilter(c, query.categoryId),
    q: query.q,
  }
  const { products: found, count, facets } = await listOf(c, filters, query, locale, query.countryCode ?? country)
  const body: ProductList = {
    products: found.map((product) => productSummary(product, locale, c.env.MEDUSA_BACKEND_URL)),
    count,
    offset: query.offset,
    limit: query.limit,
    ...(facets !== undefined ? { facets } : {}),
  }
  return c.json(body)
})

products.get('/:countryCode/:locale/related/:id', async (c) => {
  const { country, locale } = await countryAndLocale(c)
  const id = parseId(c.req.param('id'), 'prod', 'id')
  const pricing = await pricingFor(c, country)
  const {
    products: [product],
  } = await listProducts(c.env, { ...pricing, id: [id] }, { limit: 1, offset: 0 }, true)
  if (!product) throw notFound(`No product with the id '${id}'`)

  const related = new Map<string, MedusaProduct>()
  const categoryIds = (product.categories ?? []).map((category) => category.id)
  const lists = await Promise.all([
    product.collection_id ? listProducts(c.env, { ...pricing, collection_id: [product.collection_id] }, { limit: RELATED_LIMIT + 1, offset: 0 }) : null,
    categoryIds.length ? listProducts(c.env, { ...pricing, category_id: categoryIds }, { limit: RELATED_LIMIT + 1, offset: 0 }) : null,
  ])
  for (const list of lists) for (const candidate of list?.products ?? []) if (candidate.id !== id) related.set(candidate.id, candidate)
  const body: ProductList = {
    products: [...related.values()].slice(0, RELATED_LIMIT).map((p) => productSummary(p, locale, c.env.MEDUSA_BACKEND_URL)),
    count: Math.min(related.size, RELATED_LIMIT),
    offset: 0,
    limit: RELATED_LIMIT,
  }
  return c.json(body)
})

products.get('/:countryCode/:locale/:handle', async (c) => {
  const { country, locale } = await countryAndLocale(c)
  const handle = parseSlug(c.req.param('handle'), 'handle')
  const pricing = await pricingFor(c, country)
  const [product, terms, region] = await Promise.all([
    findProduct(c.env, handle, locale, pricing),
    locale === 'en' ? optionTerms(c.env) : {},
    // the regions' copy in memory: the country's VAT rate and currency cost no call of their own
    regionOfCountry(c.env, country, executionContext(c)),
  ])
  if (!product) throw notFound(`No product with the handle '${handle}'`)
  // the body is ProductDetail itself (routes/api-types.ts has no wrapper type for it)
  return c.json(productDetail(product, locale, c.env.MEDUSA_BACKEND_URL, placeOf(country, locale, region), terms))
})
