import Medusa from '@medusajs/js-sdk'

/** The real back end the stack under test runs, for asserting what pages show against what Medusa holds. */
export const medusa = new Medusa({
  baseUrl: process.env.MEDUSA_URL ?? 'http://localhost:9100',
  publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY,
})

export async function collectionProducts(handle: string) {
  const { collections } = await medusa.store.collection.list({ handle })
  const collection = collections[0]
  if (!collection) throw new Error(`collection ${handle} is not seeded`)
  const { products } = await medusa.store.product.list({ collection_id: [collection.id], fields: 'id,title,handle,+metadata', limit: 100 })
  return products
}

export async function allProducts() {
  const { products } = await medusa.store.product.list({ fields: 'id,title,handle,+metadata', limit: 500 })
  return products
}
