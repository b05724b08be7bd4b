// The measured side of scripts/bench/filter-latency.mjs, bundled (worker/ is TypeScript): N generated products indexed
// by the worker's own engine code, then a shopper's filter changes on a listing answered as the worker answers them
// (worker/search/faceted-search.ts through the meilisearch client, the embedded engine in-process).
import { generatedSearchDocument } from '../../backend/src/scripts/catalogue/search-documents'
import { filtersOf } from '../../routes/catalogue/listing-filters'
import { searchClient } from '../../routes/search/search-client'
import { parseDocument } from '../../worker/search/engine/document-shape'
import { multiSearch, parseMultiSearch } from '../../worker/search/engine/multi-search'
import { createIndex, putDocuments } from '../../worker/search/engine/orama-index'
import { facetedSearch } from '../../worker/search/faceted-search'

/** What a shopper clicks on the rings category, one change after another (each a new page of results). */
export const CHANGES = [
  '',
  'material=gold750',
  'material=gold750&size=54',
  'material=gold750&size=54&price=-2000',
  'material=gold587,gold750&size=54&price=-2000',
  'material=gold587,gold750&size=54,56&price=-2000',
  'material=gold587,gold750&stone=diamond&size=54,56&price=-2000',
  'material=gold587,gold750&stone=diamond,sapphire&size=54,56&price=-2000',
  'material=gold587,gold750&stone=diamond,sapphire&size=54,56&price=500-2000',
  'material=gold587,gold750&stone=diamond,sapphire&size=54,56&price=500-2000&stock=1',
  'colour=white&size=52',
  'colour=white,yellow&stone=ruby',
  'stone=pearl',
  'price=1000-3000',
]
const SORTS = [undefined, ['prices.eur:asc'], ['prices.eur:desc'], ['created_at:desc']]

export async function measure(products, rounds = 5) {
  const index = createIndex()
  for (let from = 1; from <= products; from += 1000) {
    const batch = []
    for (let n = from; n < Math.min(from + 1000, products + 1); n++) batch.push(parseDocument(JSON.parse(JSON.stringify(generatedSearchDocument(n))), n))
    await putDocuments(index, batch)
  }
  const client = searchClient({ host: '', apiKey: '' }, 'http://bench.local', async (_url, init) =>
    multiSearch(index, parseMultiSearch(JSON.parse(String(init?.body)))),
  )
  const times = []
  const hits = []
  for (let round = 0; round < rounds; round++) {
    for (const [i, change] of CHANGES.entries()) {
      for (const [scope, q] of [
        [['category_handles = "ringe"'], ''],
        [[], ''],
        [[], 'ring'],
      ]) {
        const started = performance.now()
        const answer = await facetedSearch(client, {
          q,
          scope,
          filters: filtersOf(new URLSearchParams(change)),
          currency: 'eur',
          sort: SORTS[(i + round) % SORTS.length],
          page: 1,
          hitsPerPage: 24,
          hits: { attributesToRetrieve: ['id'] },
        })
        times.push(performance.now() - started)
        hits.push(answer.total)
      }
    }
  }
  return { times, hits }
}
