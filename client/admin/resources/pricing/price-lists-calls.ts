import type { AdminPriceList } from '@medusajs/types'
import { request } from '../../engine/calls'
import type { Price } from '../catalogue/products/prices'
import type { ListPrice, PriceBatch } from './price-lists-prices'

type GridVariant = { id: string; title: string | null; sku: string | null; prices?: Price[] | null }
type GridProduct = { id: string; title: string; variants?: GridVariant[] | null }
export type GridData = { products: GridProduct[]; prices: ListPrice[] }

/** What the grid reads of a price list: its prices with their variant and region rule. */
const LIST_PRICE_FIELDS =
  'id,prices.id,prices.amount,prices.currency_code,prices.min_quantity,prices.max_quantity,prices.price_set.variant.id,prices.price_rules.attribute,prices.price_rules.value'
/** And of its products: their variants with the regular prices (staff see the saving beside each list price). */
const PRODUCT_FIELDS =
  'id,title,variants.id,variants.title,variants.sku,variants.variant_rank,*variants.prices,variants.prices.price_rules.attribute,variants.prices.price_rules.value'

/** The products (in the order given) with their regular prices, and the list's prices: GET /admin/products, GET /admin/price-lists/{id}. */
export async function loadGrid(listId: string, productIds: string[], signal?: AbortSignal): Promise<GridData> {
  const [{ products }, { price_list }] = await Promise.all([
    request<{ products: GridProduct[] }>('/admin/products', { query: { id: productIds, limit: productIds.length, fields: PRODUCT_FIELDS }, signal }),
    request<{ price_list: AdminPriceList }>(`/admin/price-lists/${encodeURIComponent(listId)}`, { query: { fields: LIST_PRICE_FIELDS }, signal }),
  ])
  const byId = new Map(products.map((product) => [product.id, product]))
  return { products: productIds.flatMap((id) => byId.get(id) ?? []), prices: (price_list.prices ?? []) as ListPrice[] }
}

/** POST /admin/price-lists/{id}/prices/batch: created, updated and deleted prices in one call, all or nothing. */
export const savePrices = (listId: string, batch: PriceBatch) =>
  request(`/admin/price-lists/${encodeURIComponent(listId)}/prices/batch`, { method: 'POST', body: batch })

/** POST /admin/price-lists/{id}/products { remove }: the products' list prices deleted, in one call. */
export const removeProducts = (listId: string, productIds: string[]) =>
  request(`/admin/price-lists/${encodeURIComponent(listId)}/products`, { method: 'POST', body: { remove: productIds } })
