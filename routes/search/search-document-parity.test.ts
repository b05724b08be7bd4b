import { describe, expect, it } from 'vitest'
import { type SearchDocument as BackendDocument, buildSearchDocument } from '../../backend/src/search-index/document'
import { INDEX_SETTINGS } from '../../backend/src/search-index/settings'
import { ATTRIBUTES_TO_RETRIEVE, FILTERABLE_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, type SearchDocument, SORTABLE_ATTRIBUTES } from './search-document'

// The back end writes the document, the storefront reads it: two packages, one shape. Both directions must
// type-check, and the hosted Meilisearch's settings must be the ones the embedded engine builds in.
const toStorefront = (doc: BackendDocument): SearchDocument => doc
const toBackend = (doc: SearchDocument): BackendDocument => doc

describe('the search document is one shape in back end and storefront', () => {
  it('has the same fields and settings', () => {
    const doc = toStorefront(buildSearchDocument({ id: 'prod_1', title: 'Ring', handle: 'ring' }))
    expect(Object.keys(toBackend(doc)).sort()).toEqual(
      [
        ...new Set([
          ...ATTRIBUTES_TO_RETRIEVE,
          'category_handles',
          'category_names',
          'category_names_en',
          // what the listings filter and sort by (routes/catalogue/listing-filters.ts)
          'materials',
          'colours',
          'stones',
          'ring_sizes',
          'in_stock',
          'created_at',
        ]),
      ].sort(),
    )
    expect(INDEX_SETTINGS.searchableAttributes).toEqual([...SEARCHABLE_ATTRIBUTES])
    expect(INDEX_SETTINGS.filterableAttributes).toEqual([...FILTERABLE_ATTRIBUTES])
    expect(INDEX_SETTINGS.sortableAttributes).toEqual([...SORTABLE_ATTRIBUTES])
  })
})
