import { describe, expect, it } from 'vitest'
import { computeFacets } from './facets'
import { compileFilter } from './filter'
import { FIXTURE_DOCUMENTS } from './fixtures'
import { allDocuments, createIndex, putDocuments } from './orama-index'
import { parseSearchParams } from './params'
import { search } from './query'

// The columns (columns.ts) answer filters and facets for every document at once; these answers must be the ones
// the documents give when read one by one (compileFilter, computeFacets), before and after a write.
const FILTERS = [
  'in_stock = true',
  'in_stock != true',
  'materials IN [gold750, GOLD750]',
  'stones NOT IN [diamond] AND prices.eur 500 TO 3000',
  'NOT colours EXISTS OR collection.handle = ringe',
  'prices.eur > 1000',
  'prices.eur = "990"',
  'ring_sizes = 54',
]
const FACETS = ['materials', 'colours', 'stones', 'ring_sizes', 'in_stock', 'prices.eur', 'collection.handle']

const index = createIndex()
await putDocuments(index, FIXTURE_DOCUMENTS)

function expectDocumentAnswers() {
  for (const filter of FILTERS) {
    const answer = search(index, parseSearchParams({ q: '', filter, facets: FACETS, limit: 1000, attributesToRetrieve: ['*'] }))
    const kept = allDocuments(index).filter(compileFilter(filter)!)
    expect(answer.hits.map((hit) => hit.id)).toEqual(kept.map((doc) => doc.id))
    const { facetDistribution, facetStats } = computeFacets(kept, FACETS)
    expect({ facetDistribution: answer.facetDistribution, facetStats: answer.facetStats }).toEqual({ facetDistribution, facetStats })
  }
}

describe("the index's columns", () => {
  it('keep and count what the documents read one by one keep and count', () => {
    expectDocumentAnswers()
    expect(search(index, parseSearchParams({ q: '', filter: 'materials = gold750' })).hits.length).toBeGreaterThan(0)
  })

  it('follow a write, and show a value in the spelling a listing meets first when documents spell it differently', async () => {
    const [first, second] = FIXTURE_DOCUMENTS
    await putDocuments(index, [
      { ...first, materials: ['Gold750 '], in_stock: false, prices: { eur: 1234 } },
      { ...second, materials: ['gold750'], ring_sizes: ['54', '54'] },
    ])
    expectDocumentAnswers()
    const answer = search(index, parseSearchParams({ q: '', filter: 'prices.eur = 1234', facets: ['materials'] }))
    expect(answer.facetDistribution).toEqual({ materials: { 'Gold750 ': 1 } })
  })
})
