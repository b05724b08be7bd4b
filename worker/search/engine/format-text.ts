import type { Analysis } from './analyze'
import { cropBounds } from './crop-window'
import type { QueryWord } from './query-words'
import { matchesIn, tokensOf } from './text-matches'

/** The language a document attribute is analysed in (the `_en` twins are English; SKUs and handles plain). */
export function analysisOfAttribute(attribute: string): Analysis {
  if (attribute.endsWith('_en')) return 'en'
  if (['title', 'description', 'collection.title', 'category_names'].includes(attribute)) return 'de'
  return 'plain'
}

/** How one value of `_formatted` is written: highlighted, cropped to a number of words, or both. */
export type TextFormat = { highlight: boolean; crop?: number }
export type Marks = { pre: string; post: string; cropMarker: string }

/** The matched words of a value (also what `_matchesPosition` reports). */
export function textMatches(value: string, words: readonly QueryWord[], analysis: Analysis) {
  const tokens = tokensOf(value)
  return { tokens, matches: matchesIn(value, tokens, words, analysis) }
}

/**
 * Meilisearch's `_formatted` text: cropped to the window around the best matches, with the crop marker
 * where text was cut, and every matched word inside the window between the tags. The value is not
 * HTML-escaped, as Meilisearch does not escape it either: clients render it as text
 * (routes/search/highlight.tsx).
 */
export function formatText(value: string, words: readonly QueryWord[], analysis: Analysis, format: TextFormat, marks: Marks): string {
  if (!format.highlight && !format.crop) return value
  const { tokens, matches } = textMatches(value, words, analysis)
  const [start, end] = format.crop ? cropBounds(tokens, matches, format.crop, value.length) : [0, value.length]
  let out = start > 0 ? marks.cropMarker : ''
  let last = start
  if (format.highlight) {
    for (const { token } of matches) {
      const word = tokens[token]
      if (word.end <= start || word.start >= end) continue
      out += value.slice(last, word.start) + marks.pre + value.slice(word.start, word.end) + marks.post
      last = word.end
    }
  }
  out += value.slice(last, end)
  return end < value.length ? out + marks.cropMarker : out
}
