import { describe, expect, it } from 'vitest'
import { containsPattern, MAX_TOKENS, matchingIdsQuery, matchingPageQuery, orderOf, searchTokens } from './matching-ids'
import { createIndexSql, productText, SEARCH_INDEXES, variantText } from './searchable-text'

describe('searchTokens', () => {
  it("splits on whitespace like Medusa's q, drops repeats and puts the longest word first", () => {
    expect(searchTokens('  Ring\tGold  Ring 42 ')).toEqual(['Ring', 'Gold', '42'])
    expect(searchTokens('Nr. 42')).toEqual(['Nr.', '42'])
    expect(searchTokens('AUR-KAT00042-G750')).toEqual(['AUR-KAT00042-G750'])
  })

  it('has no words for blank input and at most MAX_TOKENS', () => {
    expect(searchTokens(' \n ')).toEqual([])
    expect(searchTokens(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_TOKENS)
  })
})

describe('containsPattern', () => {
  it("takes LIKE's wildcards and its escape character literally", () => {
    expect(containsPattern('Ring')).toBe('%Ring%')
    expect(containsPattern('100%')).toBe('%100\\%%')
    expect(containsPattern('a_b')).toBe('%a\\_b%')
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%')
  })
})

describe('matchingIdsQuery', () => {
  it("finds candidates by the first word through both tables' indexed expressions", () => {
    const { sql, bindings } = matchingIdsQuery(['Ring'])
    expect(sql).toContain(`${productText('p')} ilike ?`)
    expect(sql).toContain(`${variantText('v')} ilike ?`)
    expect(sql).not.toMatch(/\bwhere \(exists/)
    expect(bindings).toEqual(['%Ring%', '%Ring%'])
  })

  it('checks every further word on the candidates, in the product or one of its live variants', () => {
    const { sql, bindings } = matchingIdsQuery(['Ring', '42', 'x%'])
    expect(sql.match(/exists \(select 1 from product p where p\.id = candidate\.id/g)).toHaveLength(2)
    expect(sql.match(/v\.product_id = candidate\.id and v\.deleted_at is null/g)).toHaveLength(2)
    expect(sql.split('?').length - 1).toBe(bindings.length)
    expect(bindings).toEqual(['%Ring%', '%Ring%', '%42%', '%42%', '%x\\%%', '%x\\%%'])
  })

  it('refuses a search without words', () => {
    expect(() => matchingIdsQuery([])).toThrow()
  })
})

describe('the indexes', () => {
  it('index exactly the expressions the query searches, live rows only', () => {
    const [product, variant] = SEARCH_INDEXES.map(createIndexSql)
    expect(product).toBe(
      `CREATE INDEX IF NOT EXISTS "IDX_product_search_text_trgm" ON "product" USING gin (${productText('product')} gin_trgm_ops) WHERE deleted_at IS NULL`,
    )
    expect(variant).toContain(`${variantText('product_variant')} gin_trgm_ops`)
    expect(productText('p')).toBe("(coalesce(p.title, '') || E'\\n' || coalesce(p.subtitle, '') || E'\\n' || coalesce(p.description, ''))")
  })
})

describe('orderOf', () => {
  it('takes one product column the list sorts by, in either direction', () => {
    expect(orderOf({ updated_at: 'DESC' })).toEqual({ column: 'updated_at', descending: true })
    expect(orderOf({ title: 'asc' })).toEqual({ column: 'title', descending: false })
  })

  it('leaves anything else to Medusa: no order, several, unknown columns, odd directions', () => {
    expect(orderOf(undefined)).toBeNull()
    expect(orderOf({})).toBeNull()
    expect(orderOf({ title: 'ASC', handle: 'ASC' })).toBeNull()
    expect(orderOf({ 'variants.sku': 'ASC' })).toBeNull()
    expect(orderOf({ title: 'ASC; drop table product' })).toBeNull()
    expect(orderOf({ 'title desc, id': 'ASC' })).toBeNull()
  })
})

describe('matchingPageQuery', () => {
  it('orders the matches by the column (ties by id), pages them and counts them all', () => {
    const { sql, bindings } = matchingPageQuery(['Gold', 'Ring'], { column: 'updated_at', descending: true }, { skip: 40, take: 20 })
    expect(sql).toMatch(/^with matched as \(select candidate\.id from/)
    expect(sql).toContain('count(*) over () as total')
    expect(sql).toMatch(/order by p\.updated_at desc, p\.id desc limit \? offset \?$/)
    expect(sql.split('?').length - 1).toBe(bindings.length)
    expect(bindings.slice(-2)).toEqual([20, 40])
  })
})
