import { request } from '../engine/calls'
import type { Reference } from '../engine/resource'

const createWith = (path: string, itemKey: string, field: string) => async (label: string) =>
  (await request<Record<string, { id: string }>>(path, { method: 'POST', body: { [field]: label } }))[itemKey].id

/** The resources other forms, filters and bulk actions choose from; names match the resources' own query keys. */
export const REFERENCES = {
  collections: { name: 'collections', path: '/admin/collections', listKey: 'collections', label: 'title', create: createWith('/admin/collections', 'collection', 'title') },
  categories: { name: 'product-categories', path: '/admin/product-categories', listKey: 'product_categories', label: 'name' },
  tags: { name: 'product-tags', path: '/admin/product-tags', listKey: 'product_tags', label: 'value', create: createWith('/admin/product-tags', 'product_tag', 'value') },
  types: { name: 'product-types', path: '/admin/product-types', listKey: 'product_types', label: 'value', create: createWith('/admin/product-types', 'product_type', 'value') },
  salesChannels: { name: 'sales-channels', path: '/admin/sales-channels', listKey: 'sales_channels', label: 'name' },
  stockLocations: { name: 'stock-locations', path: '/admin/stock-locations', listKey: 'stock_locations', label: 'name' },
  products: { name: 'products', path: '/admin/products', listKey: 'products', label: 'title' },
  inventoryItems: { name: 'inventory-items', path: '/admin/inventory-items', listKey: 'inventory_items', label: 'sku' },
  fulfillmentProviders: { name: 'fulfillment-providers', path: '/admin/fulfillment-providers', listKey: 'fulfillment_providers', label: 'id' },
} satisfies Record<string, Reference>
