import { stemmer as englishStem } from '@orama/stemmers/english'
import { stemmer as germanStem } from '@orama/stemmers/german'
import { stopwords as englishStopwords } from '@orama/stopwords/english'
import { stopwords as germanStopwords } from '@orama/stopwords/german'
import { COMPOUND_HEADS } from './compound-heads'

/**
 * Text analysis of the embedded engine, the same at index and at query time: words are folded
 * (lower case, ß → ss, accents and umlauts dropped, as Meilisearch's tokenizer does), then stemmed in the
 * field's language. German words also yield their compound head ('verlobungsring' → 'ring'), so a
 * query for 'ring' finds 'Verlobungsring'. Language-neutral fields (SKUs) are only folded.
 */
export type Analysis = 'de' | 'en' | 'plain'

/** Letters and digits; everything else (spaces, hyphens, punctuation, markup) separates words. */
const WORD = /[\p{L}\p{N}]+/gu
const MARKS = /\p{M}/gu

export function fold(word: string): string {
  return word.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(MARKS, '')
}

/** A word of a text with its place in the original string (for highlighting). */
export type WordSpan = { word: string; start: number; end: number }

export function wordsOf(text: string): WordSpan[] {
  const spans: WordSpan[] = []
  for (const match of text.matchAll(WORD)) spans.push({ word: match[0], start: match.index, end: match.index + match[0].length })
  return spans
}

const stems = new Map<string, string>()

/** The stem of a folded word; memoised, since a catalogue repeats few thousand words many times. */
export function stemOf(folded: string, analysis: Analysis): string {
  if (analysis === 'plain' || folded.length < 3 || /\d/.test(folded)) return folded
  const key = `${analysis}:${folded}`
  let stem = stems.get(key)
  if (stem === undefined) {
    stem = analysis === 'de' ? germanStem(folded) : englishStem(folded)
    if (stems.size > 50_000) stems.clear()
    stems.set(key, stem)
  }
  return stem
}

/** Heads of a German compound stem, longest first: 'verlobungsring' → ['ring']; 'perlenkett' → ['kett']. */
function compoundHeads(stem: string): string[] {
  const heads: string[] = []
  for (const head of COMPOUND_HEADS) {
    if (stem.length - head.length >= 3 && stem.endsWith(head)) heads.push(head)
  }
  return heads
}

/** Words too common to index ('und', 'mit', 'the'…); a query of nothing else still finds titles (query.ts). */
const STOPWORDS: Record<Exclude<Analysis, 'plain'>, Set<string>> = {
  de: new Set(germanStopwords.map(fold)),
  en: new Set(englishStopwords.map(fold)),
}

export const isStopword = (folded: string, analysis: Analysis) => analysis !== 'plain' && STOPWORDS[analysis].has(folded)

/** The index terms of one word of a field. */
export function termsOfWord(word: string, analysis: Analysis): string[] {
  const stem = stemOf(fold(word), analysis)
  return analysis === 'de' ? [stem, ...compoundHeads(stem)] : [stem]
}

/**
 * The index terms of a field's text, each once. `asTyped` adds every word unstemmed as well, so a
 * prefix of it matches while the shopper is still typing ('engagem' → 'engagement', whose stem is
 * 'engag'); descriptions skip that (and stopwords), which keeps a 10,000-product index small.
 */
export function termsOf(text: string, analysis: Analysis, { asTyped = false, stopwords = false } = {}): string[] {
  const terms = new Set<string>()
  for (const { word } of wordsOf(text)) {
    const folded = fold(word)
    if (stopwords && isStopword(folded, analysis)) continue
    for (const term of termsOfWord(word, analysis)) terms.add(term)
    if (asTyped) terms.add(folded)
  }
  return [...terms]
}

/** How many typos a query word may have (Meilisearch's defaults): none below 5 letters, one up to 8, then two. */
export function typoBudget(word: string): number {
  if (word.length < 5) return 0
  return word.length < 9 ? 1 : 2
}
