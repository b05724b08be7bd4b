import { type Analysis, fold, isStopword, stemOf, typoBudget, wordsOf } from './analyze'
import { matchWords, type RadixNode } from './trie-match'

/** Meilisearch reads at most this many words of a query. */
const MAX_WORDS = 10

/** A word of the query, with the forms it is looked up in per language and its typo budget. */
export type QueryWord = {
  folded: string
  budget: number
  /** Only the last word is a prefix (the shopper may still be typing it), as in Meilisearch. */
  prefix: boolean
  forms: Record<Analysis, string[]>
}

export function queryWords(q: string): QueryWord[] {
  const words = wordsOf(q)
    .slice(0, MAX_WORDS)
    .map(({ word }) => fold(word))
  return words.map((folded, index) => {
    const formsIn = (analysis: Analysis) => [...new Set([stemOf(folded, analysis), folded])]
    return {
      folded,
      budget: typoBudget(folded),
      prefix: index === words.length - 1,
      forms: { de: formsIn('de'), en: formsIn('en'), plain: [folded] },
    }
  })
}

/** Forms of a query word to look up in a field: long fields hold only stems, and no stopwords. */
export function formsFor(word: QueryWord, analysis: Analysis, long: boolean): string[] {
  if (long && isStopword(word.folded, analysis)) return []
  return long ? word.forms[analysis].slice(0, 1) : word.forms[analysis]
}

/** Typos of a single index word against a query word (for highlighting), or null when they do not match. */
export function typosAgainst(word: QueryWord, analysis: Analysis, indexTerm: string): number | null {
  const node: RadixNode = { s: '', c: new Map(), e: false, w: '', d: new Set() }
  node.c.set(indexTerm[0] ?? '', { s: indexTerm, c: new Map(), e: true, w: indexTerm, d: new Set([1]) })
  let best: number | null = null
  for (const form of word.forms[analysis]) {
    const match = matchWords(node, form, word.budget, word.prefix).get(indexTerm)
    if (match && (best === null || match.typos < best)) best = match.typos
  }
  return best
}
