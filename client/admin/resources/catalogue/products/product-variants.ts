import type { AdminProductVariant } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { request } from '../../../engine/calls'
import { queryKeys } from '../../../engine/query-keys'

/** What the variants section, the variant form and the price grid read of a product's variants. */
const VARIANT_FIELDS = [
  'id,title,sku,ean,barcode,manage_inventory,allow_backorder,variant_rank',
  // customs data (the variant form)
  'hs_code,origin_country,mid_code,material,weight,length,width,height',
  '*options,*prices,prices.price_rules.attribute,prices.price_rules.value',
  '*inventory_items,inventory_items.inventory_item_id,inventory_items.required_quantity,inventory_items.inventory.sku',
].join(',')

export type Variant = AdminProductVariant & {
  inventory_items?: { inventory_item_id: string; required_quantity: number; inventory?: { sku?: string | null } }[]
}

/** GET /admin/products/{id}/variants (all of them: a jeweller's product has dozens, not thousands). */
export function useVariants(productId: string) {
  return useQuery({
    queryKey: queryKeys('products').part(productId, 'variants'),
    queryFn: ({ signal }) =>
      request<{ variants: Variant[]; count: number }>(`/admin/products/${encodeURIComponent(productId)}/variants`, {
        query: { fields: VARIANT_FIELDS, limit: 500, order: 'variant_rank' },
        signal,
      }),
  })
}

/**
 * GET /admin/products/{id}/variants/{variantId}: the variant as its edit form starts from it, read when the form
 * opens (its prices and the inventory item it draws stock from may have changed since the list was loaded; the
 * form's save unlinks the item it read).
 */
export function useVariant(productId: string, variantId: string) {
  return useQuery({
    queryKey: queryKeys('products').part(productId, 'variant', { variantId }),
    queryFn: async ({ signal }) =>
      (
        await request<{ variant: Variant }>(`/admin/products/${encodeURIComponent(productId)}/variants/${encodeURIComponent(variantId)}`, {
          query: { fields: VARIANT_FIELDS },
          signal,
        })
      ).variant,
  })
}

/** POST /admin/products/{id}/variants/batch: many variants created, updated or deleted in one request. */
export const variantBatch = (productId: string, body: { create?: object[]; update?: object[]; delete?: string[] }) =>
  request(`/admin/products/${encodeURIComponent(productId)}/variants/batch`, { method: 'POST', body })
