import { type Analysis, fold, isStopword, termsOfWord } from './analyze'
import { type QueryWord, typosAgainst } from './query-words'

/**
 * A text cut into words and the separators between them, and the words a query matches: what
 * highlighting, cropping and match positions work on. The words are the engine's (analyze.ts: runs of
 * letters and digits); a separator is hard, as in Meilisearch's tokenizer, when it ends a sentence or a
 * clause ('. ', ', ', ';', '?'…), which a crop prefers not to cross.
 */
export type Token = { start: number; end: number; word: boolean; hard: boolean }

/** A matched word: its token, its place among the words, and the query word it matches. */
export type TextMatch = { token: number; position: number; query: number }

const PIECE = /[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu
const WORD = /^[\p{L}\p{N}]/u
const HARD = /[!:;?¡§¶¿…‼。、！，．：；？]|[.,](\s|$)/u

export function tokensOf(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of text.matchAll(PIECE)) {
    const word = WORD.test(match[0])
    tokens.push({ start: match.index, end: match.index + match[0].length, word, hard: !word && HARD.test(match[0]) })
  }
  return tokens
}

/** The query word a word of the text matches (the same analysis as at index time), or -1. */
function queryWordOf(word: string, words: readonly QueryWord[], analysis: Analysis): number {
  const folded = fold(word)
  if (isStopword(folded, analysis) && !words.some((query) => query.folded === folded)) return -1
  const terms = [...new Set([folded, ...termsOfWord(word, analysis)])]
  return words.findIndex((query) => terms.some((term) => typosAgainst(query, analysis, term) !== null))
}

export function matchesIn(text: string, tokens: readonly Token[], words: readonly QueryWord[], analysis: Analysis): TextMatch[] {
  const matches: TextMatch[] = []
  if (!words.length) return matches
  let position = 0
  tokens.forEach((token, index) => {
    if (!token.word) return
    const query = queryWordOf(text.slice(token.start, token.end), words, analysis)
    if (query >= 0) matches.push({ token: index, position, query })
    position++
  })
  return matches
}
