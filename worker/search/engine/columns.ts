import type { AnyOrama } from '@orama/orama'
import { pathReader } from './document-paths'
import { emptyTally, facetKeyOf, type Tally } from './facets'
import { type FilterNode, predicateOf } from './filter'
import { type SortKey, sortKeyReader } from './sort'

/**
 * The index's documents column by column, for what a listing asks of every document on every request: its
 * filters and its facet counts. A filter condition is tested once per distinct value of its attribute instead of
 * once per document, and a facet is counted from small integer codes instead of normalising each document's
 * values again. Built per isolate on first use from the records Orama stores (one attribute at a time, when a
 * query first needs it; some 100 KB an attribute at 10,000 products) and dropped by every write (orama-index.ts),
 * so answers are the documents' own, as before (worker/search/README.md).
 */

/** The values of one attribute, as filters read them (arrays flattened), dictionary-coded per document. */
type Column = {
  /** Every distinct value, by code. */
  values: unknown[]
  /** The codes of document `slot` are `codes[starts[slot]]` up to `codes[starts[slot + 1]]`, in the document's order. */
  starts: Uint32Array
  codes: Uint32Array
  facets?: FacetColumn | null
}

/** The column's values as facets count them: code → facet key (-1: not counted), and the one spelling each key shows. */
type FacetColumn = { keyOfCode: Int32Array; keys: (string | number)[]; shown: string[] }

/** A record as Orama stores it (orama-index.ts `IndexRecord`, which imports this file to drop the columns on a write). */
type Doc = Record<string, unknown>

type Columns = {
  /** The stored records in Orama's order (its internal ids ascending), one slot each. */
  records: Doc[]
  ids: number[]
  /** Orama's internal id → slot (-1: no record). */
  slots: Int32Array
  /** null: the documents are read instead (the attribute holds something else than strings, numbers and booleans, or a value per document). */
  byAttribute: Map<string, Column | null>
  sortKeys: Map<string, SortKey[]>
  /** What `remembered` keeps, the most recently asked for last. */
  memo: Map<string, unknown>
}

const built = new WeakMap<AnyOrama, Columns>()

/** The index changed: its columns are built again when next asked for. */
export function forgetColumns(index: AnyOrama) {
  built.delete(index)
}

export function columnsOf(index: AnyOrama): Columns {
  const known = built.get(index)
  if (known) return known
  const docs = (index.data.docs as { docs: Record<string, Doc | undefined> }).docs
  const records: Doc[] = []
  const ids: number[] = []
  // integer keys come in ascending order, the order a search without words keeps
  for (const key of Object.keys(docs)) {
    const record = docs[key]
    if (!record) continue
    records.push(record)
    ids.push(Number(key))
  }
  const slots = new Int32Array((ids.length ? ids[ids.length - 1] : 0) + 1).fill(-1)
  ids.forEach((id, slot) => {
    slots[id] = slot
  })
  const columns = { records, ids, slots, byAttribute: new Map(), sortKeys: new Map(), memo: new Map() }
  built.set(index, columns)
  return columns
}

const isPlain = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

function columnOf(columns: Columns, attribute: string): Column | null {
  if (columns.byAttribute.has(attribute)) return columns.byAttribute.get(attribute)!
  const column = buildColumn(columns.records, attribute)
  columns.byAttribute.set(attribute, column)
  return column
}

/** Above this many distinct values, and one for every other document, an attribute is read from the documents. */
const UNIQUE_VALUES = 1000

function buildColumn(records: readonly Doc[], attribute: string): Column | null {
  const read = pathReader(attribute)
  const topLevel = !attribute.includes('.')
  const codeOf = new Map<unknown, number>()
  const values: unknown[] = []
  const starts = new Uint32Array(records.length + 1)
  const codes: number[] = []
  for (const [slot, doc] of records.entries()) {
    // facets read a top-level array's elements without flattening nested arrays, filters flatten them: a column
    // holds only what both read alike
    const raw = topLevel ? doc[attribute] : undefined
    if (Array.isArray(raw) && raw.some(Array.isArray)) return null
    for (const value of read(doc)) {
      if (!isPlain(value)) return null
      let code = codeOf.get(value)
      if (code === undefined) {
        code = values.length
        codeOf.set(value, code)
        values.push(value)
      }
      codes.push(code)
    }
    starts[slot + 1] = codes.length
  }
  // ids, SKUs and handles hold one value per document: their column would cost more memory than it saves time
  if (values.length > Math.max(UNIQUE_VALUES, records.length / 2)) return null
  return { values, starts, codes: Uint32Array.from(codes) }
}

/** Which documents a filter keeps, one byte per slot (1: kept). */
export function filterMask(columns: Columns, node: FilterNode): Uint8Array {
  const size = columns.records.length
  switch (node.kind) {
    case 'all':
      return new Uint8Array(size).fill(1)
    case 'not': {
      const mask = filterMask(columns, node.inner)
      for (let slot = 0; slot < size; slot++) mask[slot] ^= 1
      return mask
    }
    case 'and':
    case 'or': {
      if (!node.parts.length) return new Uint8Array(size).fill(node.kind === 'and' ? 1 : 0)
      const [first, ...rest] = node.parts
      const mask = filterMask(columns, first)
      for (const part of rest) {
        const other = filterMask(columns, part)
        if (node.kind === 'and') for (let slot = 0; slot < size; slot++) mask[slot] &= other[slot]
        else for (let slot = 0; slot < size; slot++) mask[slot] |= other[slot]
      }
      return mask
    }
    case 'condition':
      return conditionMask(columns, node)
  }
}

function conditionMask(columns: Columns, node: Extract<FilterNode, { kind: 'condition' }>): Uint8Array {
  const size = columns.records.length
  const mask = new Uint8Array(size)
  const column = columnOf(columns, node.attribute)
  if (!column) {
    const test = predicateOf(node)
    for (let slot = 0; slot < size; slot++) mask[slot] = test(columns.records[slot]) ? 1 : 0
    return mask
  }
  // each distinct value tested once
  const passes = Uint8Array.from(column.values, (value) => (node.test(value) ? 1 : 0))
  const { starts, codes } = column
  const negate = node.negate ? 1 : 0
  for (let slot = 0; slot < size; slot++) {
    let any = 0
    for (let at = starts[slot]; at < starts[slot + 1] && !any; at++) any = passes[codes[at]]
    mask[slot] = any ^ negate
  }
  return mask
}

function facetColumnOf(column: Column): FacetColumn | null {
  if (column.facets !== undefined) return column.facets
  const keyIndex = new Map<string | number, number>()
  const keys: (string | number)[] = []
  const shown: string[] = []
  const keyOfCode = new Int32Array(column.values.length).fill(-1)
  let ambiguous = false
  column.values.forEach((value, code) => {
    const key = facetKeyOf(value)
    if (key === null) return
    let at = keyIndex.get(key)
    if (at === undefined) {
      at = keys.length
      keyIndex.set(key, at)
      keys.push(key)
      shown.push(String(value))
    } else if (typeof key === 'string' && shown[at] !== String(value)) ambiguous = true
    keyOfCode[code] = at
  })
  // two spellings of one value ('Ringe', 'ringe'): Meilisearch shows the first it meets, which depends on the
  // query's order, so such a facet is counted from the documents
  column.facets = ambiguous ? null : { keyOfCode, keys, shown }
  return column.facets
}

/** The tally of one attribute over the documents in `slots` (each once), or null when the documents must be read. */
export function columnTally(columns: Columns, attribute: string, slots: ArrayLike<number>): Tally | null {
  const column = columnOf(columns, attribute)
  const facets = column && facetColumnOf(column)
  if (!column || !facets) return null
  const { starts, codes } = column
  const { keyOfCode, keys, shown } = facets
  const counts = new Uint32Array(keys.length)
  // a document counts once per value, however often it holds it
  const last = new Int32Array(keys.length).fill(-1)
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]
    for (let at = starts[slot]; at < starts[slot + 1]; at++) {
      const key = keyOfCode[codes[at]]
      if (key < 0 || last[key] === slot) continue
      last[key] = slot
      counts[key]++
    }
  }
  const tally = emptyTally()
  keys.forEach((key, at) => {
    const count = counts[at]
    if (!count) return
    if (typeof key === 'number') {
      tally.numbers.set(key, count)
      if (key < tally.min) tally.min = key
      if (key > tally.max) tally.max = key
    } else {
      tally.strings.set(key, count)
      if (shown[at] !== key) tally.originals.set(key, shown[at])
    }
  })
  return tally
}

/** Each document's sort key at an attribute, by slot. */
export function sortKeysAt(columns: Columns, attribute: string): SortKey[] {
  let keys = columns.sortKeys.get(attribute)
  if (!keys) {
    const read = sortKeyReader(attribute)
    keys = columns.records.map(read)
    columns.sortKeys.set(attribute, keys)
  }
  return keys
}

/** How many derived values `remembered` keeps per index (a broad query's matches: some 600 KB at 10,000 products). */
const MEMO_SIZE = 4

/**
 * A value derived from the index (a query's matches), made once until the next write: a listing's multi-search
 * asks the same words for its page and for each filter's counts.
 */
export function remembered<T>(columns: Columns, key: string, make: () => T): T {
  const { memo } = columns
  if (memo.has(key)) {
    const value = memo.get(key) as T
    memo.delete(key)
    memo.set(key, value)
    return value
  }
  const value = make()
  memo.set(key, value)
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!)
  return value
}
