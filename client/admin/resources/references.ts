import { request } from '../engine/calls'
import type { Reference } from '../engine/resource'
import { REGISTRY, type RegisteredName } from './registry'

const createWith = (path: string, itemKey: string, field: string) => async (label: string) =>
  (await request<Record<string, { id: string }>>(path, { method: 'POST', body: { [field]: label } }))[itemKey].id

/** A registered resource as a choice of forms, filters and bulk actions (its path, answer key and label field); `creatable` offers 'Create "{label}"'. */
function referenceTo(name: RegisteredName, creatable = false): Reference {
  const { path, listKey, itemKey, label } = REGISTRY[name]
  return { name, path, listKey, label, ...(creatable ? { create: createWith(path, itemKey, label) } : {}) }
}

/** The resources other forms, filters and bulk actions choose from; names match the resources' own query keys. */
export const REFERENCES = {
  collections: referenceTo('collections', true),
  categories: referenceTo('product-categories'),
  tags: referenceTo('product-tags', true),
  types: referenceTo('product-types', true),
  salesChannels: referenceTo('sales-channels'),
  regions: referenceTo('regions'),
  stockLocations: referenceTo('stock-locations'),
  products: referenceTo('products'),
  inventoryItems: referenceTo('inventory-items'),
  customers: referenceTo('customers'),
  customerGroups: referenceTo('customer-groups'),
  promotions: referenceTo('promotions'),
  shippingProfiles: referenceTo('shipping-profiles'),
  fulfillmentProviders: { name: 'fulfillment-providers', path: '/admin/fulfillment-providers', listKey: 'fulfillment_providers', label: 'id' },
} satisfies Record<string, Reference>
