import { FILTERABLE_ATTRIBUTES } from '../../../routes/search/search-document'
import { matchPattern, pathReader } from './document-paths'
import { SearchError } from './errors'

/**
 * Meilisearch's `facets`: for each filterable attribute a pattern names, how many of the matching
 * documents hold each value (`facetDistribution`) and, for attributes holding numbers, the lowest and
 * highest (`facetStats`). Counted at query time from the documents Orama already stores: nothing is kept
 * per document for it.
 */
export type FacetDistribution = Record<string, Record<string, number>>
export type FacetStats = Record<string, { min: number; max: number }>
export type Facets = { facetDistribution: FacetDistribution; facetStats: FacetStats }

/** Meilisearch's `maxValuesPerFacet` default. */
export const MAX_VALUES_PER_FACET = 100

const FILTERABLE: readonly string[] = [...FILTERABLE_ATTRIBUTES].sort()

/**
 * The attributes a list of patterns asks for ('*', 'collection.*', 'category_handles'), in name order. A
 * pattern that cannot name any filterable attribute is Meilisearch's `invalid_search_facets`.
 */
export function facetAttributes(patterns: readonly string[], filterable: readonly string[] = FILTERABLE): string[] {
  for (const pattern of patterns) {
    if (!filterable.some((attribute) => matchPattern(attribute, pattern) !== 'none' || matchPattern(pattern, attribute) !== 'none')) {
      throw new SearchError(
        `Invalid facet distribution: Pattern \`${pattern}\` is not filterable. Available filterable attributes patterns are: \`${[...filterable].sort().join(', ')}\`.`,
        'invalid_search_facets',
      )
    }
  }
  return [...filterable].sort().filter((attribute) => patterns.some((pattern) => matchPattern(pattern, attribute) === 'match'))
}

// handles, ids and SKUs are ASCII, which decomposition leaves alone: most values skip it
const NOT_ASCII = /[^\x00-\x7f]/

/** Meilisearch compares facet strings trimmed, compatibility-decomposed and in lower case, and shows the first spelling it met. */
export const normalized = (value: string) => (NOT_ASCII.test(value) ? value.normalize('NFKD') : value).trim().toLowerCase()

/** Counts by number and by normalised string; `originals` holds the first spelling where it differs from its normalised form. */
export type Tally = { numbers: Map<number, number>; strings: Map<string, number>; originals: Map<string, string>; min: number; max: number }

/** The value (or array of values) of a document at a path; most facets are top-level attributes, read without splitting. */
const rawReader = (attribute: string): ((doc: Record<string, unknown>) => unknown) => {
  if (!attribute.includes('.')) return (doc) => doc[attribute]
  const read = pathReader(attribute)
  return (doc) => read(doc)
}

export const emptyTally = (): Tally => ({ numbers: new Map(), strings: new Map(), originals: new Map(), min: Infinity, max: -Infinity })

/** What a value counts as: a finite number, else the normalised text of a string or boolean; null for anything else. */
export function facetKeyOf(value: unknown): string | number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  return typeof value === 'string' || typeof value === 'boolean' ? normalized(String(value)) : null
}

/** A tally from the documents themselves (columns.ts counts the index's columns instead, where it can). */
export function tallyOf(docs: readonly Record<string, unknown>[], attribute: string): Tally {
  const tally = emptyTally()
  const keyOf = facetKeyOf
  const add = (value: unknown, key: string | number) => {
    if (typeof key === 'number') {
      tally.numbers.set(key, (tally.numbers.get(key) ?? 0) + 1)
      if (key < tally.min) tally.min = key
      if (key > tally.max) tally.max = key
      return
    }
    const count = tally.strings.get(key)
    if (count !== undefined) return void tally.strings.set(key, count + 1)
    tally.strings.set(key, 1)
    if (value !== key) tally.originals.set(key, String(value))
  }
  const rawAt = rawReader(attribute)
  for (const doc of docs) {
    const raw = rawAt(doc)
    if (raw === undefined || raw === null) continue
    if (!Array.isArray(raw)) {
      const key = keyOf(raw)
      if (key !== null) add(raw, key)
      continue
    }
    // a document counts once per value, however often its array repeats it
    const seen = raw.map(keyOf)
    seen.forEach((key, index) => {
      if (key !== null && seen.indexOf(key) === index) add(raw[index], key)
    })
  }
  return tally
}

/**
 * The `count` smallest keys in order. A facet of unique values (ids, SKUs) has as many keys as documents,
 * of which an answer shows the first hundred: they are picked in one pass instead of sorting them all.
 */
function smallest<K extends string | number>(keys: Iterable<K>, count: number): K[] {
  const picked: K[] = []
  if (count <= 0) return picked
  for (const key of keys) {
    if (picked.length === count && key >= picked[count - 1]) continue
    let low = 0
    let high = picked.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (picked[middle] < key) low = middle + 1
      else high = middle
    }
    picked.splice(low, 0, key)
    if (picked.length > count) picked.pop()
  }
  return picked
}

/** Numbers first in ascending order, then strings in the order of their normalised form, at most `maxValues` in all. */
function distributionOf(tally: Tally, maxValues: number): Record<string, number> {
  const distribution: [string, number][] = smallest(tally.numbers.keys(), maxValues).map((value) => [String(value), tally.numbers.get(value)!])
  for (const key of smallest(tally.strings.keys(), maxValues - distribution.length))
    distribution.push([tally.originals.get(key) ?? key, tally.strings.get(key)!])
  return Object.fromEntries(distribution)
}

export function computeFacets(docs: readonly Record<string, unknown>[], attributes: readonly string[], maxValues = MAX_VALUES_PER_FACET): Facets {
  return facetsOfTallies(attributes, (attribute) => tallyOf(docs, attribute), maxValues)
}

/** `facetDistribution` and `facetStats` of each attribute's tally. */
export function facetsOfTallies(attributes: readonly string[], tallyFor: (attribute: string) => Tally, maxValues = MAX_VALUES_PER_FACET): Facets {
  const facetDistribution: FacetDistribution = {}
  const facetStats: FacetStats = {}
  for (const attribute of attributes) {
    const tally = tallyFor(attribute)
    facetDistribution[attribute] = distributionOf(tally, maxValues)
    if (tally.numbers.size) facetStats[attribute] = { min: tally.min, max: tally.max }
  }
  return { facetDistribution, facetStats }
}
