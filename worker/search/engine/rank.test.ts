import { describe, expect, it } from 'vitest'
import { FIXTURE_DOCUMENTS } from './fixtures'
import { createIndex, putDocuments } from './orama-index'
import { parseSearchParams } from './params'
import { search } from './query'

const product = (id: string, title: string) => ({
  ...FIXTURE_DOCUMENTS[6],
  id,
  title,
  title_en: title,
  description: '',
  description_en: '',
  category_names: [],
  category_names_en: [],
  variant_skus: [],
  product_sku: null,
  collection: null,
})

describe('matching strategies', () => {
  it('drops the last word first with last, the most frequent with frequency, none with all', async () => {
    const index = createIndex()
    await putDocuments(index, [
      product('a', 'Gold Anhänger'),
      product('b', 'Gold Armband'),
      product('c', 'Gold Collier Saphir'),
      product('d', 'Saphir Ohrstecker'),
    ])
    const ids = (matchingStrategy: string) => search(index, parseSearchParams({ q: 'gold saphir', matchingStrategy })).hits.map((hit) => hit.id)
    // 'gold' is in three products, 'saphir' in two
    expect(ids('last')).toEqual(['c', 'a', 'b'])
    expect(ids('frequency')).toEqual(['c', 'd'])
    expect(ids('all')).toEqual(['c'])
  })
})
