import { describe, expect, it } from 'vitest'
import { admin, ok, runMigrationScript } from './helpers'

const productOf = async (id: string) =>
  (await ok(admin(`/products/${id}?fields=id,metadata,options.values.value,variants.title,variants.metadata`), 'the product')).product

describe('a shop seeded with Gold 585 (real database)', () => {
  it('names its 14-carat gold Gold 587 after the data migration, and a second run changes nothing', { timeout: 180_000 }, async () => {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
    const { product } = await ok(
      admin('/products', {
        body: {
          title: `Altring ${tag}`,
          status: 'draft',
          metadata: { material: 'gold585' },
          options: [{ title: 'Legierung', values: ['Gold 585', 'Platin'] }],
          variants: [
            { title: 'Gold 585', options: { Legierung: 'Gold 585' }, prices: [], manage_inventory: false, metadata: { material: 'gold585' } },
            { title: 'Platin', options: { Legierung: 'Platin' }, prices: [], manage_inventory: false, metadata: { material: 'platinum' } },
          ],
        },
      }),
      'creating the product',
    )
    try {
      for (let run = 0; run < 2; run++) {
        await runMigrationScript('gold-587.ts')
        const renamed = await productOf(product.id)
        expect(renamed.metadata.material).toBe('gold587')
        expect(renamed.options[0].values.map((value: { value: string }) => value.value).sort()).toEqual(['Gold 587', 'Platin'])
        expect(renamed.variants.map((variant: { title: string; metadata: { material: string } }) => [variant.title, variant.metadata.material]).sort()).toEqual(
          [
            ['Gold 587', 'gold587'],
            ['Platin', 'platinum'],
          ],
        )
      }
    } finally {
      await admin(`/products/${product.id}`, { method: 'DELETE' })
    }
  })
})
