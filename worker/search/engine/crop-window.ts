import type { TextMatch, Token } from './text-matches'

/**
 * Meilisearch's crop: the window of `size` words around the best group of matched words, the way its
 * matcher chooses it. Among the runs of matches that fit the window, the best holds the most distinct
 * query words, then the closest ones, then the most in query order; the window then grows word by word
 * on both sides, preferring not to cross a hard separator. Without matches it keeps the first words.
 */

type Score = [distinct: number, distance: number, order: number]

function scoreOf(matches: readonly TextMatch[]): Score {
  let order = 0
  let distance = 0
  for (let i = 0; i + 1 < matches.length; i++) {
    if (matches[i + 1].query > matches[i].query) order++
    distance -= Math.min(matches[i + 1].position - matches[i].position, 7)
  }
  return [new Set(matches.map((match) => match.query)).size, distance, order]
}

const better = (a: Score, b: Score) => (a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2])

/** The first and last match of the best run that spans fewer than `size` words. */
function bestInterval(matches: readonly TextMatch[], size: number): [TextMatch, TextMatch] {
  let best: { first: number; last: number; score: Score } | null = null
  const consider = (first: number, last: number) => {
    const score = scoreOf(matches.slice(first, last + 1))
    if (!best || better(score, best.score)) best = { first, last, score }
  }
  let first = 0
  for (let index = 0; index < matches.length; index++) {
    const position = matches[index].position
    if (position - matches[first].position >= size) {
      if (index > 0) consider(first, index - 1)
      while (first < matches.length - 1) {
        first++
        if (matches[first].position > position || position - matches[first].position < size) break
      }
    }
  }
  const last = matches.length - 1
  if (first !== last || size > 1) consider(first, last)
  const chosen = best as { first: number; last: number } | null
  return chosen ? [matches[chosen.first], matches[chosen.last]] : [matches[0], matches[0]]
}

/** The window's [start, end) in the text: `size` words, centred on the best matches. */
export function cropBounds(tokens: readonly Token[], matches: readonly TextMatch[], size: number, length: number): [number, number] {
  let remaining = size
  let before = 0
  let after = 0
  if (matches.length) {
    const [first, last] = bestInterval(matches, size)
    remaining = size - (last.position - first.position + 1)
    before = first.token
    after = Math.min(last.token + 1, tokens.length)
  }
  // `before` walks back from the first match, `after` on from the last one
  let left = before - 1
  let right = after
  while (remaining > 0) {
    const back = left >= 0 ? tokens[left] : null
    const ahead = right < tokens.length ? tokens[right] : null
    if (back && ahead) {
      if (!back.word && !ahead.word) {
        if (back.hard === ahead.hard) {
          left--
          // no separator of its own before the closing marker
          if (remaining > 1) right++
        } else if (back.hard) right++
        else left--
      } else if (back.word && !ahead.word) {
        left--
        remaining--
      } else if (!back.word && ahead.word) {
        right++
        remaining--
      } else {
        left--
        remaining--
        if (remaining > 0) {
          right++
          remaining--
        }
      }
    } else if (back) {
      left--
      if (back.word) remaining--
    } else if (ahead) {
      right++
      if (ahead.word) remaining--
    } else break
  }
  return [left >= 0 ? tokens[left].end : 0, right < tokens.length ? tokens[right].start : length]
}
