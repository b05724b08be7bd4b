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

/** A resource whose names the shop keeps in both languages (rules/name-in-language.ts), chosen by its name in the staff's. */
const namedInBothLanguages = (name: RegisteredName): Reference => ({ ...referenceTo(name), namedInBothLanguages: true })

/** The resources other forms, filters and bulk actions choose from; names match the resources' own query keys. */
export const REFERENCES = {
  collections: referenceTo('collections', true),
  categories: referenceTo('product-categories'),
  tags: referenceTo('product-tags', true),
  types: referenceTo('product-types', true),
  salesChannels: namedInBothLanguages('sales-channels'),
  regions: referenceTo('regions'),
  stockLocations: namedInBothLanguages('stock-locations'),
  products: referenceTo('products'),
  inventoryItems: referenceTo('inventory-items'),
  customers: referenceTo('customers'),
  customerGroups: referenceTo('customer-groups'),
  promotions: referenceTo('promotions'),
  shippingProfiles: namedInBothLanguages('shipping-profiles'),
  fulfillmentProviders: { name: 'fulfillment-providers', path: '/admin/fulfillment-providers', listKey: 'fulfillment_providers', label: 'id' },
} satisfies Record<string, Reference>
