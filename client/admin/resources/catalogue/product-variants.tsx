import type { AdminProductVariant } from '@medusajs/types'
import { defineResource } from '../../engine/resource'
import { registered } from '../registry'

/** GET /admin/product-variants: every variant of the catalogue, searchable by title, SKU and EAN; a row opens its product. */
export const productVariants = defineResource<AdminProductVariant>({
  ...registered('product-variants'),
  title: (variant) => variant.title ?? variant.id,
  list: {
    columns: [
      { id: 'title', label: 'fields.variant', sort: 'title' },
      { id: 'sku', label: 'fields.sku', sort: 'sku', primary: true },
      { id: 'product', label: 'fields.product', fields: ['product.title'], value: (variant) => variant.product?.title },
      { id: 'ean', label: 'fields.ean', hidden: true },
      { id: 'manage_inventory', label: 'products.manageInventory', value: (variant) => variant.manage_inventory },
      { id: 'updated_at', label: 'fields.updatedAt', sort: 'updated_at', hidden: true },
    ],
    fields: ['product_id'],
    search: 'variants.searchHint',
    defaultSort: 'sku',
    link: (variant) => `/products/${encodeURIComponent(variant.product_id ?? '')}`,
  },
})
