import { type AnyOrama, count, create, getByID, insertMultiple, load, type RawData, removeMultiple, save, type Tokenizer } from '@orama/orama'
import { index as oramaIndex } from '@orama/orama/components'
import type { SearchDocument } from '../../../routes/search/search-document'
import { type Analysis, termsOf } from './analyze'
import { forgetColumns } from './columns'
import { matchWords, type RadixNode, type WordMatch } from './trie-match'

/**
 * The embedded engine's index: an Orama database over the search documents. Orama keeps the documents,
 * the per-field radix trees (prefix and typo lookups) and its serialisation; the words are ours
 * (analyze.ts), so German fields are stemmed and decompounded in German, English ones in English.
 */

/** Searchable fields of a record, their language and their rank (Meilisearch's `attribute` rule: lower wins). */
export const FIELDS = {
  title: { analysis: 'de', rank: 0, long: false },
  title_en: { analysis: 'en', rank: 0, long: false },
  skus: { analysis: 'plain', rank: 1, long: false },
  collection_de: { analysis: 'de', rank: 2, long: false },
  collection_en: { analysis: 'en', rank: 2, long: false },
  categories_de: { analysis: 'de', rank: 3, long: false },
  categories_en: { analysis: 'en', rank: 3, long: false },
  description: { analysis: 'de', rank: 4, long: true },
  description_en: { analysis: 'en', rank: 4, long: true },
} as const satisfies Record<string, { analysis: Analysis; rank: number; long: boolean }>

export type Field = keyof typeof FIELDS
export const FIELD_NAMES = Object.keys(FIELDS) as Field[]

/** What Orama stores: the document plus the derived text fields it indexes. */
export type IndexRecord = SearchDocument & Record<Exclude<Field, 'title' | 'title_en' | 'description' | 'description_en'>, string>

const schema = Object.fromEntries(FIELD_NAMES.map((field) => [field, 'string'])) as Record<Field, 'string'>

/** Orama asks its tokenizer with the field's name, so every field is analysed in its own language. */
const tokenizer: Tokenizer = {
  language: 'german',
  normalizationCache: new Map(),
  tokenize(raw: string, _language?: string, prop?: string) {
    const field = prop && prop in FIELDS ? FIELDS[prop as Field] : null
    if (!field) return termsOf(raw, 'plain')
    return termsOf(raw, field.analysis, { asTyped: !field.long, stopwords: field.long })
  },
}

/**
 * Orama's index without its BM25 statistics (term frequencies and field lengths per document and field):
 * the engine ranks by Meilisearch's rules (query.ts), and those statistics would triple the memory of a
 * 10,000-product index, past what a Worker has.
 */
const leanIndex = {
  ...oramaIndex.createIndex(),
  insertDocumentScoreParameters() {},
  insertTokenScoreParameters() {},
  removeDocumentScoreParameters() {},
  removeTokenScoreParameters() {},
}

export type SearchIndex = AnyOrama

/**
 * Without Orama's sorter: results are ordered by the ranking rules (rank.ts) and `sort` from the stored
 * documents (sort.ts), while the sorter would keep every searchable field a second time, sorted per field on
 * every save (a quarter of a 10,000-product index's memory, worker/search/README.md).
 */
export function createIndex(): SearchIndex {
  return create({ schema, sort: { enabled: false }, components: { tokenizer, index: leanIndex as never } })
}

function toRecord(doc: SearchDocument): IndexRecord {
  return {
    ...doc,
    skus: [doc.product_sku ?? '', ...doc.variant_skus].join(' '),
    collection_de: doc.collection?.title ?? '',
    collection_en: doc.collection?.title_en ?? '',
    categories_de: doc.category_names.join(' '),
    categories_en: doc.category_names_en.join(' '),
  }
}

/** The stored document without the derived fields. */
export function documentOf(record: IndexRecord): SearchDocument {
  const { skus: _s, collection_de: _cd, collection_en: _ce, categories_de: _gd, categories_en: _ge, ...doc } = record
  return doc
}

export function getDocument(index: SearchIndex, id: string): SearchDocument | undefined {
  const record = getByID(index, id) as IndexRecord | undefined
  return record ? documentOf(record) : undefined
}

/** Adds or replaces documents (Meilisearch's addDocuments: a document with a known id replaces it). */
export async function putDocuments(index: SearchIndex, docs: SearchDocument[]): Promise<void> {
  const known = docs.filter((doc) => getByID(index, doc.id)).map((doc) => doc.id)
  try {
    if (known.length) await removeMultiple(index, known)
    if (docs.length) await insertMultiple(index, docs.map(toRecord) as never, 500)
  } finally {
    // the only writes to an index are these two: its columns follow them (a search during the write reads the old ones)
    forgetColumns(index)
  }
}

export async function deleteDocuments(index: SearchIndex, ids: string[]): Promise<number> {
  const known = ids.filter((id) => getByID(index, id))
  try {
    if (known.length) await removeMultiple(index, known)
  } finally {
    forgetColumns(index)
  }
  return known.length
}

export const documentCount = (index: SearchIndex): number => count(index)

/** Every document, in insertion order. */
export function allDocuments(index: SearchIndex): SearchDocument[] {
  const docs = (index.data.docs as { docs: Record<string, IndexRecord | undefined> }).docs
  return Object.values(docs)
    .filter((record): record is IndexRecord => !!record)
    .map(documentOf)
}

/** Index words of a field that match a query term (itself, words it begins, up to `budget` typos), with Orama's internal document ids. */
export function lookup(index: SearchIndex, field: Field, term: string, budget: number, prefix = true): Map<string, WordMatch> {
  const tree = (index.data.index as unknown as { indexes: Record<string, { node: RadixNode }> }).indexes[field]
  return matchWords(tree.node, term, budget, prefix)
}

export const serialize = (index: SearchIndex): RawData => save(index)

export function deserialize(raw: RawData): SearchIndex {
  const index = createIndex()
  // an index saved before the sorter was switched off still carries its data: dropped, not loaded
  load(index, { ...raw, sorting: { enabled: false } })
  return index
}
