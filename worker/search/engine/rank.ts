import { valuesAt } from './document-paths'
import { normalized } from './facets'
import { compileFilter } from './filter'
import { FIELD_NAMES, FIELDS, type IndexRecord, lookup, recordOf, type SearchIndex } from './orama-index'
import type { SearchParams } from './params'
import { formsFor, type QueryWord } from './query-words'
import { compareSortKeys, sortKeysOf, sortPrefix } from './sort'

/** How one document matched one query word: its best field and typos. */
type WordHit = { typos: number; rank: number; exact: boolean }

/** A candidate with the keys of Meilisearch's ranking rules: words, typo, attribute, exactness (then insertion order). */
type Candidate = { id: number; words: number; typos: number; rank: number; exact: number; score: number }

const WORST_RANK = Math.max(...Object.values(FIELDS).map((field) => field.rank))

function better(a: WordHit, b: WordHit | undefined): boolean {
  if (!b) return true
  if (a.typos !== b.typos) return a.typos < b.typos
  if (a.rank !== b.rank) return a.rank < b.rank
  return a.exact && !b.exact
}

/** Every document that matches one query word, with how well. */
function hitsOfWord(index: SearchIndex, word: QueryWord): Map<number, WordHit> {
  const hits = new Map<number, WordHit>()
  for (const field of FIELD_NAMES) {
    const { analysis, rank, long } = FIELDS[field]
    for (const form of formsFor(word, analysis, long)) {
      for (const [indexWord, match] of lookup(index, field, form, word.budget, word.prefix)) {
        const hit = { typos: match.typos, rank, exact: !match.prefix && match.typos === 0 && indexWord === form }
        for (const id of match.ids) if (better(hit, hits.get(id))) hits.set(id, hit)
      }
    }
  }
  return hits
}

/**
 * Meilisearch's `words` rule with matching strategy `last`: documents with every word first, then those
 * missing the last word, and so on down to the first word alone (`frequency`: the word most documents
 * hold is dropped first; `all`: only the first group).
 */
function candidatesOf(index: SearchIndex, words: QueryWord[], strategy: SearchParams['matchingStrategy']): Candidate[] {
  const perWord = words.map((word) => hitsOfWord(index, word))
  if (strategy === 'frequency') perWord.sort((a, b) => a.size - b.size)
  const placed = new Set<number>()
  const candidates: Candidate[] = []
  const smallest = strategy === 'all' ? words.length : 1
  for (let count = words.length; count >= smallest; count--) {
    const used = perWord.slice(0, count)
    const [first, ...rest] = [...used].sort((a, b) => a.size - b.size)
    for (const id of first.keys()) {
      if (placed.has(id) || !rest.every((hits) => hits.has(id))) continue
      placed.add(id)
      let typos = 0
      let rank = 0
      let exact = 0
      for (const hits of used) {
        const hit = hits.get(id)!
        typos += hit.typos
        rank = Math.max(rank, hit.rank)
        exact += hit.exact ? 1 : 0
      }
      candidates.push({ id, words: count, typos, rank, exact, score: scoreOf(count, words.length, typos, rank, exact) })
    }
  }
  return candidates
}

/** A 0–1 relevance like Meilisearch's `_rankingScore`: each rule takes its share, in the rules' order of weight. */
function scoreOf(words: number, total: number, typos: number, rank: number, exact: number): number {
  const wordShare = words / total
  const typoShare = 1 - typos / (2 * total + 1)
  const attributeShare = 1 - rank / (WORST_RANK + 1) / 2
  const exactShare = 0.9 + (0.1 * exact) / total
  return Math.round(wordShare * typoShare * attributeShare * exactShare * 10_000) / 10_000
}

/** The ranking rules before `sort` (words, typo, attribute), then those after it (exactness), then insertion order. */
const beforeSort = (a: Candidate, b: Candidate) => b.words - a.words || a.typos - b.typos || a.rank - b.rank
const afterSort = (a: Candidate, b: Candidate) => b.exact - a.exact || a.id - b.id

/** A ranked document with its stored record. */
export type Ranked = { candidate: Candidate; record: IndexRecord }

/**
 * Every document the search matches, best first: ranked by the rules (a placeholder search keeps the
 * order of insertion), then cut by the filter and `rankingScoreThreshold`, and with `distinct` only the
 * best document of each value of that attribute (documents without one all stay).
 */
export function rankDocuments(
  index: SearchIndex,
  words: QueryWord[],
  params: Pick<SearchParams, 'filter' | 'matchingStrategy' | 'rankingScoreThreshold' | 'distinct' | 'sort'>,
  /** With a sort, how many of the first documents must be in order (the page's end); the rest are only counted. */
  need = Number.POSITIVE_INFINITY,
): Ranked[] {
  const filter = compileFilter(params.filter)
  let candidates: Candidate[]
  if (words.length === 0) {
    const ids = Object.keys((index.data.docs as { docs: Record<string, unknown> }).docs).map(Number)
    candidates = ids.map((id) => ({ id, words: 0, typos: 0, rank: 0, exact: 0, score: 1 }))
  } else {
    candidates = candidatesOf(index, words, params.matchingStrategy).sort((a, b) => beforeSort(a, b) || afterSort(a, b))
  }
  const seen = new Set<string>()
  const ranked: Ranked[] = []
  // with a sort, the filter runs first and only what it keeps is ordered (a listing's filter keeps few of many)
  const sorted = !!params.sort?.length
  if (params.sort?.length) {
    const keysOf = sortKeysOf(params.sort)
    const bySort = compareSortKeys(params.sort)
    const kept = candidates.flatMap((candidate) => {
      const record = recordOf(index, candidate.id) as unknown as Record<string, unknown> | undefined
      return record && (!filter || filter(record)) ? [{ candidate, keys: keysOf(record) }] : []
    })
    // distinct keeps the best of each value: then every document's place matters
    const ordered = sortPrefix(
      kept,
      (a, b) => beforeSort(a.candidate, b.candidate) || bySort(a.keys, b.keys) || afterSort(a.candidate, b.candidate),
      params.distinct ? Number.POSITIVE_INFINITY : need,
    )
    candidates = ordered.map((entry) => entry.candidate)
  }
  for (const candidate of candidates) {
    const record = recordOf(index, candidate.id)
    if (!record) continue
    if (params.rankingScoreThreshold !== undefined && candidate.score < params.rankingScoreThreshold) continue
    if (filter && !sorted && !filter(record as unknown as Record<string, unknown>)) continue
    if (params.distinct) {
      const values = valuesAt(record as unknown as Record<string, unknown>, params.distinct).map((value) => normalized(String(value)))
      if (values.some((value) => seen.has(value))) continue
      for (const value of values) seen.add(value)
    }
    ranked.push({ candidate, record })
  }
  return ranked
}
