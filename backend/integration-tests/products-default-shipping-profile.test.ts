import { describe, expect, it } from 'vitest'
import { admin, ok, runMigrationScript, sql } from './helpers'

const profileOf = async (id: string) => (await ok(admin(`/products/${id}?fields=id,handle,shipping_profile.id,shipping_profile.type`), 'the product')).product

describe('every product has a shipping profile (real database)', () => {
  it("a product created without one gets the default, its handle by the shop's slug rule; one that lost it is mended by the migration", {
    timeout: 180_000,
  }, async () => {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
    const { product } = await ok(
      admin('/products', { body: { title: `Größe Weiß ${tag}`, status: 'draft', options: [{ title: 'Größe', values: ['52'] }] } }),
      'creating the product',
    )
    try {
      const created = await profileOf(product.id)
      expect(created.shipping_profile?.type).toBe('default')
      expect(created.handle).toBe(`groesse-weiss-${tag}`)

      // as products created before the rule: no link to a profile
      await sql('delete from product_shipping_profile where product_id = $1', [product.id])
      expect((await profileOf(product.id)).shipping_profile ?? null).toBeNull()
      await runMigrationScript('products-default-shipping-profile.ts')
      expect((await profileOf(product.id)).shipping_profile?.id).toBe(created.shipping_profile!.id)
    } finally {
      await admin(`/products/${product.id}`, { method: 'DELETE' })
    }
  })
})
