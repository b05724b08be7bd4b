import { afterAll, describe, expect, it } from 'vitest'
import { adminApi } from '../../e2e/admin-staff'
import type { ProductDetail } from '../../routes/api-types'
import { ok } from '../test/int'

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
})
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

describe("a variant's own pictures on the product page's data", () => {
  it('are those staff assigned to it in Medusa, none for a variant without', async () => {
    const api = await adminApi()
    const { products: seeded } = await api.admin.product.list({ handle: 'verlobungsring-aurelia-solitaer-030', fields: 'id,*images' })
    const pictures = [...(seeded[0]?.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((image) => image.url)
    const { stores } = await api.admin.store.list({ fields: 'id,default_sales_channel_id,*supported_currencies' })
    const handle = `it-variantenbilder-${id}`
    const { product } = await api.admin.product.create({
      title: `Prüfring Variantenbilder ${id}`,
      handle,
      status: 'published',
      sales_channels: [{ id: stores[0].default_sales_channel_id! }],
      images: pictures.slice(0, 3).map((url) => ({ url })),
      options: [{ title: 'Legierung', values: ['Roségold', 'Weißgold'] }],
      variants: ['Roségold', 'Weißgold'].map((alloy, index) => ({
        title: alloy,
        sku: `IT-VBILD-${id}-${index}`.toUpperCase(),
        options: { Legierung: alloy },
        manage_inventory: false,
        prices: (stores[0].supported_currencies ?? []).map((currency) => ({ currency_code: currency.currency_code, amount: 1290 })),
      })),
    })
    cleanup.push(() => api.admin.product.delete(product.id))
    const { product: stored } = await api.admin.product.retrieve(product.id, { fields: 'id,images.id,images.url,images.rank,variants.id,variants.title' })
    const third = [...(stored.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))[2]
    const rose = stored.variants!.find((variant) => variant.title === 'Roségold')!
    const white = stored.variants!.find((variant) => variant.title === 'Weißgold')!
    await api.client.fetch(`/admin/products/${product.id}/variants/${rose.id}/images/batch`, { method: 'POST', body: { add: [third.id] } })

    const detail = await ok<ProductDetail>(`/api/products/de/de/${handle}`)
    const file = third.url.split('/').pop()!
    // what Medusa's store API answers, shown when the worker's answer is not what the test expects
    const raw = await (
      await fetch(`${process.env.MEDUSA_URL}/store/products?handle=${handle}&fields=id,images.id,variants.id,*variants.images`, {
        headers: { 'x-publishable-api-key': process.env.MEDUSA_PUBLISHABLE_KEY ?? '' },
      })
    ).text()
    const variantsOf = (answer: ProductDetail) =>
      Object.fromEntries(answer.variants.map((variant) => [variant.title, variant.images.map((url) => url.split('/').pop())]))
    expect(variantsOf(detail), raw).toEqual({ Roségold: [file], Weißgold: [] })
    expect(detail.variants.find((variant) => variant.id === white.id)?.images).toEqual([])

    // the pictures reordered as the back office's media section saves them (each stored one with its id): the
    // rose gold ring keeps its picture (sent without ids, Medusa makes every picture anew, assigned to no variant)
    const reordered = [...(stored.images ?? [])].reverse().map((image) => ({ id: image.id, url: image.url }))
    await api.admin.product.update(product.id, { images: reordered })
    const again = await api.admin.product.retrieve(product.id, { fields: 'id,images.id,images.variants.id' })
    const kept = (again.product.images ?? []).filter((image) => (image as { variants?: { id: string }[] }).variants?.some((variant) => variant.id === rose.id))
    expect(kept.map((image) => image.id)).toEqual([third.id])
  })
})
