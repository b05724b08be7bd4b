import type { SearchDocument } from '../../../routes/search/search-document'
import { compileFilter } from './filter'
import { analysisOfAttribute, highlightText } from './highlight'
import { documentOf, FIELD_NAMES, FIELDS, lookup, recordOf, type IndexRecord, type SearchIndex } from './orama-index'
import { MAX_TOTAL_HITS, type SearchParams } from './params'
import { formsFor, queryWords, type QueryWord } from './query-words'

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
 * missing the last word, and so on down to the first word alone (`all`: only the first group).
 */
function candidatesOf(index: SearchIndex, words: QueryWord[], strategy: SearchParams['matchingStrategy']): Candidate[] {
  const perWord = words.map((word) => hitsOfWord(index, word))
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

const compare = (a: Candidate, b: Candidate) =>
  b.words - a.words || a.typos - b.typos || a.rank - b.rank || b.exact - a.exact || a.id - b.id

function pick(doc: SearchDocument, attributes: string[]): Record<string, unknown> {
  if (attributes.includes('*')) return { ...doc }
  const out: Record<string, unknown> = {}
  for (const attribute of attributes) if (attribute in doc) out[attribute] = doc[attribute as keyof SearchDocument]
  return out
}

function formatted(hit: Record<string, unknown>, words: QueryWord[], params: SearchParams) {
  const all = params.attributesToHighlight.includes('*')
  const out: Record<string, unknown> = {}
  for (const [attribute, value] of Object.entries(hit)) {
    const highlight = all || params.attributesToHighlight.includes(attribute)
    out[attribute] = highlight && typeof value === 'string' ? highlightText(value, words, analysisOfAttribute(attribute), params.highlightPreTag, params.highlightPostTag) : value
  }
  return out
}

export type SearchResponse = {
  hits: Record<string, unknown>[]
  query: string
  processingTimeMs: number
} & ({ offset: number; limit: number; estimatedTotalHits: number } | { page: number; hitsPerPage: number; totalPages: number; totalHits: number })

/** One search, as Meilisearch answers POST /indexes/products/search. */
export function search(index: SearchIndex, params: SearchParams): SearchResponse {
  const started = performance.now()
  const words = queryWords(params.q)
  const filter = compileFilter(params.filter)
  let ranked: Candidate[]
  if (words.length === 0) {
    // a placeholder search: every document, in the order they were added
    const ids = Object.keys((index.data.docs as { docs: Record<string, unknown> }).docs).map(Number)
    ranked = ids.map((id) => ({ id, words: 0, typos: 0, rank: 0, exact: 0, score: 1 }))
  } else {
    ranked = candidatesOf(index, words, params.matchingStrategy).sort(compare)
  }
  const records = new Map<number, IndexRecord>()
  ranked = ranked.filter((candidate) => {
    const record = recordOf(index, candidate.id)
    if (!record) return false
    if (params.rankingScoreThreshold !== undefined && candidate.score < params.rankingScoreThreshold) return false
    if (filter && !filter(record as unknown as Record<string, unknown>)) return false
    records.set(candidate.id, record)
    return true
  })
  const total = Math.min(ranked.length, MAX_TOTAL_HITS)
  const paged = params.page !== undefined && params.hitsPerPage !== undefined
  const offset = paged ? (params.page! - 1) * params.hitsPerPage! : params.offset
  const limit = paged ? params.hitsPerPage! : params.limit
  const slice = ranked.slice(Math.min(offset, total), Math.min(offset + limit, total))
  const highlight = params.attributesToHighlight.length > 0
  const hits = slice.map((candidate) => {
    const hit: Record<string, unknown> = pick(documentOf(records.get(candidate.id)!), params.attributesToRetrieve)
    if (highlight) hit._formatted = formatted(hit, words, params)
    if (params.showRankingScore) hit._rankingScore = candidate.score
    return hit
  })
  const processingTimeMs = Math.round(performance.now() - started)
  if (paged) {
    const hitsPerPage = params.hitsPerPage!
    return { hits, query: params.q, processingTimeMs, page: params.page!, hitsPerPage, totalHits: total, totalPages: hitsPerPage ? Math.ceil(total / hitsPerPage) : 0 }
  }
  return { hits, query: params.q, processingTimeMs, offset: params.offset, limit: params.limit, estimatedTotalHits: total }
}
