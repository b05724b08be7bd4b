import type { AdminProduct } from '@medusajs/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACK_END } from '../../../../../e2e/patience'
import { signInAsStaff, unique, WORKER_URL } from '../../../test/staff-session'

// The back office's own calls (descriptions and workflows) against the real Medusa, through the worker.
await signInAsStaff()
const { request } = await import('../../../engine/calls')
const { callsOf } = await import('../../../engine/use-resource')
const { listQuery } = await import('../../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../../engine/url-state')
const { products } = await import('./products')
const { productBatch } = await import('./product-actions')
const { variantBatch } = await import('./product-variants')
const { pricesOfRow, rowOfPrices } = await import('./prices')
const { productBody, productValues } = await import('./product-form')
const { uploadImages } = await import('../../../api/uploads')

const calls = callsOf(products)
const created: string[] = []
const png = () =>
  new File(
    [Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))],
    'pixel.png',
    { type: 'image/png' },
  )

async function createRing(overrides: Record<string, unknown> = {}) {
  const handle = unique('it-ring')
  const product = await calls.create({
    title: `IT Ring ${handle}`,
    handle,
    status: 'draft',
    options: [
      { title: 'Ringgröße', values: ['52', '54', '56'] },
      { title: 'Legierung', values: ['Gold 587', 'Gold 750'] },
    ],
    variants: ['52', '54', '56'].flatMap((size) =>
      ['Gold 587', 'Gold 750'].map((alloy) => ({
        title: `${size} / ${alloy}`,
        sku: `${handle}-${size}-${alloy}`.toUpperCase().replace(/\s/g, ''),
        options: { Ringgröße: size, Legierung: alloy },
        manage_inventory: true,
        prices: [
          { currency_code: 'eur', amount: 1000 },
          { currency_code: 'chf', amount: 1100 },
          { currency_code: 'usd', amount: 1200 },
        ],
      })),
    ),
    ...overrides,
  })
  created.push(product.id)
  return product
}

afterAll(async () => {
  if (created.length) await productBatch({ delete: created }).catch(() => undefined)
})

describe('products through their admin calls', () => {
  let ring: AdminProduct
  beforeAll(async () => {
    ring = await createRing()
  })

  it('creates a product with two options and a 3 × 2 variant matrix priced in EUR, CHF and USD', async () => {
    const { variants } = await request<{ variants: { prices: { currency_code: string; amount: number }[] }[] }>(`/admin/products/${ring.id}/variants`, {
      query: { fields: 'id,*prices', limit: 50 },
    })
    expect(variants).toHaveLength(6)
    expect(variants[0].prices.map((price) => price.currency_code).sort()).toEqual(['chf', 'eur', 'usd'])
  })

  it('lists with only the shown fields, filters by status and finds by title and by SKU', async () => {
    const state = { ...EMPTY_LIST_STATE, q: ring.handle!, filters: { status: ['draft'] } }
    const page = await calls.list(listQuery(products, state))
    expect(page.rows.map((row) => row.id)).toEqual([ring.id])
    expect(Object.keys(page.rows[0]).sort()).toEqual(expect.arrayContaining(['id', 'title', 'status', 'thumbnail']))
    expect(page.rows[0]).not.toHaveProperty('description')
    const bySku = await calls.list(listQuery(products, { ...EMPTY_LIST_STATE, q: `${ring.handle}-54-GOLD750`.toUpperCase() }))
    expect(bySku.rows.map((row) => row.id)).toContain(ring.id)
    const published = await calls.list(listQuery(products, { ...state, filters: { status: ['published'] } }))
    expect(published.count).toBe(0)
  })

  it('updates German and English texts, material, metal colour, stones and video in metadata, which the filters find, and clears them again', async () => {
    const detail = await calls.retrieve(ring.id, { fields: products.detail!.fields })
    const values = productValues(detail)
    values.description = 'Ein schlichter Ring.'
    values.status = 'published'
    values.metadata = {
      title_en: 'IT ring',
      handle_en: `${ring.handle}-en`,
      description_en: 'A plain ring.',
      material: 'gold750',
      metal_colour: 'rose',
      stones: ['ruby', 'diamond'],
      video: { youtube_id: 'q7Xn2LpR4sA', title_de: 'Werkstatt', title_en: 'Workshop' },
    }
    await calls.update(ring.id, productBody(values))
    let saved = await calls.retrieve(ring.id, { fields: 'id,description,metadata' })
    expect(saved.metadata).toMatchObject({
      title_en: 'IT ring',
      handle_en: `${ring.handle}-en`,
      material: 'gold750',
      metal_colour: 'rose',
      stones: ['ruby', 'diamond'],
      video: { youtube_id: 'q7Xn2LpR4sA', title_en: 'Workshop' },
    })
    // the listings' filters (the search index, backend/src/search-index/facets-of.ts) find it under those values
    const filtered = async () => {
      const response = await fetch(`${WORKER_URL}/api/search/indexes/products/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          filter: [`id = "${ring.id}"`, 'materials = gold750', 'colours = rose', 'stones = ruby', 'stones = diamond', 'ring_sizes = 54'],
        }),
      })
      return ((await response.json()) as { hits?: { id: string }[] }).hits?.map((hit) => hit.id)
    }
    await expect.poll(filtered, BACK_END).toEqual([ring.id])
    values.status = 'draft'
    values.metadata.video.youtube_id = ''
    values.metadata.metal_colour = ''
    values.metadata.stones = []
    await calls.update(ring.id, productBody(values))
    saved = await calls.retrieve(ring.id, { fields: 'id,metadata' })
    for (const cleared of ['video', 'metal_colour', 'stones']) expect(saved.metadata).not.toHaveProperty(cleared)
    expect(saved.metadata).toHaveProperty('title_en', 'IT ring')
    expect(productValues(saved as AdminProduct).metadata).toMatchObject({ metal_colour: '', stones: [] })
  })

  it('answers a taken handle with a 400 whose message names the field', async () => {
    const error = await calls.update(ring.id, { handle: 'verlobungsring-aurelia-solitaer-030' }).catch((e) => e)
    expect(error.status).toBe(400)
    const { fieldOfMessage } = await import('../../../engine/field-errors')
    expect(fieldOfMessage(error.message, ['title', 'handle'])).toBe('handle')
  })

  it('uploads pictures through the presigned flow, orders them and picks the thumbnail', async () => {
    const [first, second] = await uploadImages([png(), png()])
    expect(first.url).toMatch(/^\/static\//)
    await calls.update(ring.id, { images: [{ url: second.url }, { url: first.url }], thumbnail: second.url })
    const saved = await calls.retrieve(ring.id, { fields: 'id,thumbnail,*images' })
    expect(saved.thumbnail).toBe(second.url)
    expect([...(saved.images ?? [])].sort((a, b) => (a as { rank: number }).rank - (b as { rank: number }).rank).map((image) => image.url)).toEqual([
      second.url,
      first.url,
    ])
    const picture = await fetch(`${process.env.WORKER_URL ?? 'http://localhost:8788'}/medusa${first.url}`)
    expect(picture.status).toBe(200)
  })

  it('publishes, unpublishes and deletes many at once (POST /admin/products/batch)', async () => {
    const other = await createRing()
    await productBatch({ update: [ring, other].map((product) => ({ id: product.id, status: 'published' })) })
    const { products: after } = await request<{ products: AdminProduct[] }>('/admin/products', { query: { id: [ring.id, other.id], fields: 'id,status' } })
    expect(after.map((product) => product.status)).toEqual(['published', 'published'])
    await productBatch({ update: [ring, other].map((product) => ({ id: product.id, status: 'draft' })) })
    await productBatch({ delete: [other.id] })
    expect((await calls.retrieve(other.id).catch((e) => e)).status).toBe(404)
  })

  it('edits the prices of all variants in one request (variants/batch), keeping what the grid does not show', async () => {
    const path = `/admin/products/${ring.id}/variants`
    const { variants } = await request<{ variants: { id: string; prices: never[] }[] }>(path, {
      query: { fields: 'id,*prices,prices.price_rules.attribute,prices.price_rules.value', limit: 50 },
    })
    const columns = ['eur', 'chf', 'usd'].map((code) => ({ key: `currency:${code}`, currency_code: code, label: code }))
    await variantBatch(ring.id, {
      update: variants.map((variant, index) => ({
        id: variant.id,
        prices: pricesOfRow(variant.prices, { ...rowOfPrices(variant.prices), 'currency:eur': 2000 + index }, columns),
      })),
    })
    const after = await request<{ variants: { id: string; prices: never[] }[] }>(path, {
      query: { fields: 'id,*prices,prices.price_rules.attribute,prices.price_rules.value', limit: 50 },
    })
    for (const [index, variant] of variants.entries()) {
      const row = rowOfPrices(after.variants.find((candidate) => candidate.id === variant.id)!.prices)
      expect(row).toEqual({ 'currency:eur': 2000 + index, 'currency:chf': 1100, 'currency:usd': 1200 })
    }
  })

  it('creates, reads, updates and deletes one variant and links it to an inventory item', async () => {
    const path = `/admin/products/${ring.id}/variants`
    const { changeOption } = await import('./product-options')
    const size = ring.options!.find((option) => option.title === 'Ringgröße')!
    await changeOption(ring.id, size.id, { title: 'Ringgröße', values: [...size.values!.map((value) => value.value), '58'] })
    const { product } = await request<{ product: AdminProduct }>(path, {
      method: 'POST',
      body: { title: 'Sondergröße', sku: unique('IT-SPECIAL'), options: { Ringgröße: '58', Legierung: 'Gold 587' }, prices: [], manage_inventory: false },
    })
    const variant = product.variants!.find((candidate) => candidate.title === 'Sondergröße')!
    const { variant: read } = await request<{ variant: { id: string; title: string } }>(`${path}/${variant.id}`)
    expect(read.title).toBe('Sondergröße')
    await request(`${path}/${variant.id}`, { method: 'POST', body: { ean: '4006381333931', manage_inventory: true } })
    const { inventory_item } = await request<{ inventory_item: { id: string } }>('/admin/inventory-items', {
      method: 'POST',
      body: { sku: unique('IT-INV'), title: 'Sondergröße' },
    })
    await request(`${path}/inventory-items/batch`, {
      method: 'POST',
      body: { create: [{ variant_id: variant.id, inventory_item_id: inventory_item.id, required_quantity: 1 }] },
    })
    const { variant: linked } = await request<{ variant: { ean: string; inventory_items: { inventory_item_id: string }[] } }>(`${path}/${variant.id}`, {
      query: { fields: 'id,ean,*inventory_items' },
    })
    expect(linked.ean).toBe('4006381333931')
    expect(linked.inventory_items.map((link) => link.inventory_item_id)).toContain(inventory_item.id)
    await request(`${path}/inventory-items/batch`, { method: 'POST', body: { delete: [{ variant_id: variant.id, inventory_item_id: inventory_item.id }] } })
    await request(`${path}/${variant.id}`, { method: 'DELETE' })
    const { variants } = await request<{ variants: { id: string }[] }>(path, { query: { fields: 'id', limit: 50 } })
    expect(variants.map((candidate) => candidate.id)).not.toContain(variant.id)
    await request(`/admin/inventory-items/${inventory_item.id}`, { method: 'DELETE' })
  })

  it("adds, reads, changes and removes a product's options, keeping every variant with one value of each", async () => {
    const { addOption, changeOption, readOption, removeOption } = await import('./product-options')
    const product = await createRing()
    const variantOptions = async () =>
      (
        await request<{ variants: { title: string; options: { value: string; option: { title: string } }[] }[] }>(`/admin/products/${product.id}/variants`, {
          query: { fields: 'title,*options,options.option.title', limit: 50 },
        })
      ).variants.map((variant) => Object.fromEntries(variant.options.map((value) => [value.option.title, value.value])))
    // the product page reads an option with the variants of each value
    const size = await readOption(product.id, product.options!.find((option) => option.title === 'Ringgröße')!.id)
    expect(size.values.map((value) => [value.value, value.variants.length])).toEqual([
      ['52', 2],
      ['54', 2],
      ['56', 2],
    ])
    expect(size.values[0].variants).toEqual(['52 / Gold 587', '52 / Gold 750'])

    // a new option of a product with variants: refused without the value they get, then every variant has it
    await expect(addOption(product.id, { title: 'Gravur', values: ['ohne', 'mit'] })).rejects.toMatchObject({ status: 400 })
    await expect(addOption(product.id, { title: 'Gravur', values: ['ohne', 'mit', 'Mit'], variant_value: 'ohne' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/Mit/),
    })
    const engraving = await addOption(product.id, { title: ' Gravur ', values: ['ohne', 'mit'], variant_value: 'ohne' })
    expect(engraving).toMatchObject({ title: 'Gravur', is_exclusive: true, other_products: 0 })
    expect((await variantOptions()).every((options) => options.Gravur === 'ohne' && Object.keys(options).length === 3)).toBe(true)
    await expect(addOption(product.id, { title: 'gravur', values: ['x'], variant_value: 'x' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/Gravur/),
    })
    // an option of its own: another product can have a "Gravur" too (Medusa's shared options are unique by title)
    const other = await createRing({ variants: [] })
    await addOption(other.id, { title: 'Gravur', values: ['mit'] })

    // renamed and its values changed in one request; a value variants have stays, and nothing of a refused change is saved
    await expect(changeOption(product.id, engraving.id, { title: 'Gravur Hand', values: ['mit', 'Initialen'] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/ohne/),
    })
    expect((await readOption(product.id, engraving.id)).title).toBe('Gravur')
    await expect(changeOption(product.id, engraving.id, { title: 'Legierung', values: ['ohne'] })).rejects.toMatchObject({ status: 400 })
    const changed = await changeOption(product.id, engraving.id, { title: 'Gravur Hand', values: ['ohne', 'Initialen'] })
    expect(changed.title).toBe('Gravur Hand')
    expect(changed.values.map((value) => value.value).sort()).toEqual(['Initialen', 'ohne'])
    expect((await variantOptions()).every((options) => options['Gravur Hand'] === 'ohne')).toBe(true)

    // an option variants have cannot go; one they do not have goes, and with it the option itself
    await expect(removeOption(product.id, engraving.id)).rejects.toMatchObject({ status: 400 })
    expect((await readOption(product.id, engraving.id)).values).toHaveLength(2)
    const spare = await addOption(other.id, { title: 'Etui', values: ['Leder', 'Holz'] })
    await removeOption(other.id, spare.id)
    await expect(readOption(other.id, spare.id)).rejects.toMatchObject({ status: 404 })
    const { product_options } = await request<{ product_options: unknown[] }>('/admin/product-options', { query: { id: spare.id, fields: 'id' } })
    expect(product_options).toEqual([])
    // an option of another product is none of this one's
    await expect(readOption(product.id, other.options![0].id)).rejects.toMatchObject({ status: 404 })
  })

  it('lists every variant of the catalogue (GET /admin/product-variants)', async () => {
    const { productVariants } = await import('../product-variants')
    const page = await callsOf(productVariants).list(listQuery(productVariants, { ...EMPTY_LIST_STATE, q: ring.handle! }))
    expect(page.count).toBe(6)
    expect(page.rows[0]).toHaveProperty('product')
  })
})
