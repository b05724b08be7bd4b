import { fold, isStopword, termsOfWord, wordsOf, type Analysis } from './analyze'
import { typosAgainst, type QueryWord } from './query-words'

/** The language a document attribute is analysed in (the `_en` twins are English; SKUs and handles plain). */
export function analysisOfAttribute(attribute: string): Analysis {
  if (attribute.endsWith('_en')) return 'en'
  if (['title', 'description', 'collection.title', 'category_names'].includes(attribute)) return 'de'
  return 'plain'
}

/**
 * Meilisearch's `_formatted` text: the value with every matched word between the tags. The value is not
 * HTML-escaped, as Meilisearch does not escape it either: clients render it as text (routes/search/highlight.tsx).
 */
export function highlightText(value: string, words: QueryWord[], analysis: Analysis, pre: string, post: string): string {
  if (!words.length) return value
  let out = ''
  let last = 0
  for (const span of wordsOf(value)) {
    const folded = fold(span.word)
    if (isStopword(folded, analysis) && !words.some((word) => word.folded === folded)) continue
    const candidates = new Set([folded, ...termsOfWord(span.word, analysis)])
    const hit = words.some((word) => [...candidates].some((term) => typosAgainst(word, analysis, term) !== null))
    if (!hit) continue
    out += value.slice(last, span.start) + pre + span.word + post
    last = span.end
  }
  return out + value.slice(last)
}
