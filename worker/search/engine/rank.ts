import { columnsOf, filterMask, remembered, sortKeysAt } from './columns'
import { valuesAt } from './document-paths'
import { normalized } from './facets'
import { parseFilter } from './filter'
import { FIELD_NAMES, FIELDS, type IndexRecord, lookup, type SearchIndex } from './orama-index'
import type { SearchParams } from './params'
import { formsFor, type QueryWord } from './query-words'
import { compareSortKeys, sortPrefix } from './sort'

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

/** A ranked document with its stored record and its slot in the index's columns (columns.ts). */
export type Ranked = { candidate: Candidate; record: IndexRecord; slot: number }

/** A query's documents in the order of the ranking rules, with their slots. */
type Matches = { candidates: Candidate[]; slots: Int32Array }

const placeholder = (id: number): Candidate => ({ id, words: 0, typos: 0, rank: 0, exact: 0, score: 1 })

/** Every document the words match, best first; kept until the index changes (a listing asks the same words several times a request). */
function matchesOf(index: SearchIndex, words: QueryWord[], strategy: SearchParams['matchingStrategy']): Matches {
  const columns = columnsOf(index)
  // a search without words keeps the order of insertion
  if (!words.length)
    return remembered(columns, '', () => ({ candidates: columns.ids.map(placeholder), slots: Int32Array.from(columns.ids, (_, slot) => slot) }))
  return remembered(columns, `${strategy} ${JSON.stringify(words)}`, () => {
    const slotOf = (id: number) => (id < columns.slots.length ? columns.slots[id] : -1)
    const candidates = candidatesOf(index, words, strategy)
      .filter((candidate) => slotOf(candidate.id) >= 0)
      .sort((a, b) => beforeSort(a, b) || afterSort(a, b))
    return { candidates, slots: Int32Array.from(candidates, (candidate) => slotOf(candidate.id)) }
  })
}

/**
 * Every document the search matches, best first: ranked by the rules (a placeholder search keeps the
 * order of insertion), then cut by the filter and `rankingScoreThreshold`, and with `distinct` only the
 * best document of each value of that attribute (documents without one all stay). The filter is answered from
 * the index's columns, for every document at once.
 */
export function rankDocuments(
  index: SearchIndex,
  words: QueryWord[],
  params: Pick<SearchParams, 'filter' | 'matchingStrategy' | 'rankingScoreThreshold' | 'distinct' | 'sort'>,
  /** With a sort, how many of the first documents must be in order (the page's end); the rest are only counted. */
  need = Number.POSITIVE_INFINITY,
): Ranked[] {
  const filter = parseFilter(params.filter)
  const columns = columnsOf(index)
  const kept = filter ? filterMask(columns, filter) : null
  const { candidates, slots } = matchesOf(index, words, params.matchingStrategy)
  // positions in `candidates` of what the filter keeps
  let order: number[] = []
  for (let at = 0; at < candidates.length; at++) if (!kept || kept[slots[at]]) order.push(at)
  // with a sort, only what the filter keeps is ordered (a listing's filter keeps few of many)
  if (params.sort?.length) {
    const bySort = compareSortKeys(
      params.sort,
      params.sort.map((rule) => sortKeysAt(columns, rule.attribute)),
    )
    // distinct keeps the best of each value: then every document's place matters
    order = sortPrefix(
      order,
      (a, b) => beforeSort(candidates[a], candidates[b]) || bySort(slots[a], slots[b]) || afterSort(candidates[a], candidates[b]),
      params.distinct ? Number.POSITIVE_INFINITY : need,
    )
  }
  const seen = new Set<string>()
  const ranked: Ranked[] = []
  for (const at of order) {
    const candidate = candidates[at]
    if (params.rankingScoreThreshold !== undefined && candidate.score < params.rankingScoreThreshold) continue
    const slot = slots[at]
    const record = columns.records[slot] as IndexRecord
    if (params.distinct) {
      const values = valuesAt(record, params.distinct).map((value) => normalized(String(value)))
      if (values.some((value) => seen.has(value))) continue
      for (const value of values) seen.add(value)
    }
    ranked.push({ candidate, record, slot })
  }
  return ranked
}
