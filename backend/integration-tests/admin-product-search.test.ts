import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, sql } from './helpers'

/**
 * GET /admin/products?q=…: the back office's search as you type, answered from trigram indexes
 * (src/api/admin/products/search-products.ts) with the meaning of Medusa's own `q`.
 */
describe('GET /admin/products?q= (trigram search)', () => {
  const word = `zq${Date.now().toString(36)}`
  const created: string[] = []
  const product = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await admin('/products', { body: { options: [{ title: 'Größe', values: ['52'] }], ...body } })
    expect(status, JSON.stringify(answer)).toBe(200)
    created.push(answer.product.id)
    return answer.product.id as string
  }
  const search = async (q: string, extra = '') => {
    const { status, body } = await admin(`/products?q=${encodeURIComponent(q)}&fields=id,title,status&order=title&limit=2${extra}`)
    expect(status, JSON.stringify(body)).toBe(200)
    return body as { products: { id: string; title: string; status: string }[]; count: number; offset: number; limit: number }
  }

  let ring: string, pendant: string, draft: string, percent: string
  beforeAll(async () => {
    ring = await product({
      title: `Ring ${word} Alpha`,
      status: 'published',
      variants: [{ title: '52', sku: `SKU-${word}-G750-52`, options: { Größe: '52' }, prices: [] }],
    })
    pendant = await product({
      title: `Anhänger Beta`,
      description: `Ein Anhänger (${word}) aus Gold`,
      status: 'published',
      variants: [{ title: '52', options: { Größe: '52' }, prices: [] }],
    })
    draft = await product({ title: `Entwurf ${word.toUpperCase()} Gamma`, status: 'draft', variants: [{ title: '52', options: { Größe: '52' }, prices: [] }] })
    percent = await product({ title: `Rabatt 100% ${word}`, status: 'draft', variants: [{ title: '52', options: { Größe: '52' }, prices: [] }] })
  })
  afterAll(async () => {
    for (const id of created) await admin(`/products/${id}`, { method: 'DELETE' })
  })

  it("finds a word in title or description, case-insensitively, drafts included, with Medusa's order, paging and count", async () => {
    const first = await search(word)
    expect(first.count).toBe(4)
    expect(first.limit).toBe(2)
    expect(first.products.map((p) => p.title)).toEqual([`Anhänger Beta`, `Entwurf ${word.toUpperCase()} Gamma`])
    const second = await search(word, '&offset=2')
    expect(second.offset).toBe(2)
    expect(second.products.map((p) => p.id)).toEqual([percent, ring])
  })

  it("finds a product by part of a variant's SKU, and needs every word somewhere in the product or a variant", async () => {
    expect((await search(`${word}-G750`)).products.map((p) => p.id)).toEqual([ring])
    expect((await search(`alpha ${word}-g750`)).products.map((p) => p.id)).toEqual([ring])
    expect((await search(`Beta ${word}-G750`)).count).toBe(0)
  })

  it("keeps the list's other filters and an id filter", async () => {
    const drafts = await search(word, '&status[]=draft')
    expect(drafts.count).toBe(2)
    expect(drafts.products.every((p) => p.status === 'draft')).toBe(true)
    expect((await search(word, `&id[]=${pendant}&id[]=${ring}`)).products.map((p) => p.id)).toEqual([pendant, ring])
    expect((await search(word, `&id=${draft}`)).products.map((p) => p.id)).toEqual([draft])
  })

  it('takes % and _ literally and answers an empty page when nothing matches', async () => {
    expect((await search(`100% ${word}`)).products.map((p) => p.id)).toEqual([percent])
    expect((await search(`1_0 ${word}`)).count).toBe(0)
    expect(await search(`${word}-nothing`)).toEqual({ products: [], count: 0, offset: 0, limit: 2 })
  })

  it("forgets a deleted product and a deleted variant's SKU", async () => {
    const gone = await product({ title: `Weg ${word}x`, variants: [{ title: '52', sku: `GONE-${word}`, options: { Größe: '52' }, prices: [] }] })
    expect((await search(`${word}x`)).products.map((p) => p.id)).toEqual([gone])
    await admin(`/products/${gone}`, { method: 'DELETE' })
    expect((await search(`${word}x`)).count).toBe(0)
    expect((await search(`GONE-${word}`)).count).toBe(0)
  })

  it('has its trigram indexes on products and variants', async () => {
    const indexes = await sql<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where indexname in ('IDX_product_search_text_trgm', 'IDX_product_variant_search_text_trgm') order by indexname`,
    )
    expect(indexes.map((i) => i.indexname)).toEqual(['IDX_product_search_text_trgm', 'IDX_product_variant_search_text_trgm'])
    expect(indexes.every((i) => /USING gin .*gin_trgm_ops/s.test(i.indexdef))).toBe(true)
  })
})
