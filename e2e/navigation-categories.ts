import Medusa from '@medusajs/js-sdk'
import { medusa } from './medusa'

/** The seed has two category levels; the mobile menu's third level needs grandchildren, made here through the admin API. */
async function admin() {
  const sdk = new Medusa({ baseUrl: process.env.MEDUSA_URL ?? 'http://localhost:9100', auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } })
  await sdk.auth.login('user', 'emailpass', {
    email: process.env.ADMIN_EMAIL ?? 'admin@juwelier.local',
    password: process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995',
  })
  return sdk
}

export async function storeCategory(handle: string) {
  const { product_categories } = await medusa.store.category.list({ handle, fields: 'id,name,handle,+metadata' })
  const category = product_categories[0]
  if (!category) throw new Error(`category ${handle} is not seeded`)
  return category
}

/** Creates an active, public grandchild below `parentHandle`; the returned function deletes it again. */
export async function createGrandchild(parentHandle: string, name: string, handle: string): Promise<() => Promise<void>> {
  const sdk = await admin()
  const parent = await storeCategory(parentHandle)
  // a leftover of an aborted run would make the handle collide
  const { product_categories: stale } = await sdk.admin.productCategory.list({ handle })
  for (const category of stale) await sdk.admin.productCategory.delete(category.id)
  const { product_category } = await sdk.admin.productCategory.create({
    name,
    handle,
    parent_category_id: parent.id,
    is_active: true,
    is_internal: false,
    metadata: { name_en: `${name} (en)`, handle_en: `${handle}-en`, icon: 'i-ph-star' },
  })
  // the store API may answer from Medusa's cache for a moment: wait until it lists the new category
  for (let attempt = 0; attempt < 50; attempt++) {
    const { product_categories } = await medusa.store.category.list({ handle, fields: 'id' })
    if (product_categories.length > 0) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return async () => {
    await sdk.admin.productCategory.delete(product_category.id)
  }
}
