/**
 * Words of one field's radix tree that match a query word, Meilisearch-style: the word itself, words it
 * begins (prefix search while typing) and both with up to `budget` typos (Damerau-Levenshtein distance:
 * a swapped pair of letters is one typo; also on the prefix, so 'verlobngsr' finds 'verlobungsring'). One
 * walk over the tree with a distance row per character; branches that cannot come within the budget any
 * more are cut off.
 *
 * The tree is Orama's radix tree (`@orama/orama/trees`): nodes with an edge label `s`, children `c`,
 * an end flag `e`, the whole word `w` and the internal ids `d` of the documents holding that word.
 */
export type RadixNode = { s: string; c: Map<string, RadixNode>; e: boolean; w: string; d: Set<number> }

/** A matched index word: its typos and whether the query word only began it. */
export type WordMatch = { typos: number; prefix: boolean; ids: Set<number> }

type Row = number[]

export function matchWords(root: RadixNode, term: string, budget: number, prefix = true): Map<string, WordMatch> {
  const found = new Map<string, WordMatch>()
  const size = term.length

  const record = (node: RadixNode, typos: number, isPrefix: boolean) => {
    if (!node.e || node.d.size === 0) return
    const known = found.get(node.w)
    if (!known || typos < known.typos || (typos === known.typos && known.prefix && !isPrefix)) {
      found.set(node.w, { typos, prefix: isPrefix, ids: node.d })
    }
  }
  /** Every word from a node down, which the query word begins with `typos` typos. */
  const collect = (node: RadixNode, typos: number) => {
    const stack = [node]
    while (stack.length) {
      const current = stack.pop()!
      record(current, typos, true)
      for (const child of current.c.values()) stack.push(child)
    }
  }

  /** The next distance row after the word grows by `char` (`before`: the row one letter earlier, for swaps). */
  const step = (row: Row, before: Row | null, char: string, previous: string): Row => {
    const next = [row[0] + 1]
    for (let j = 1; j <= size; j++) {
      let value = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (term[j - 1] === char ? 0 : 1))
      if (before && j > 1 && term[j - 1] === previous && term[j - 2] === char) value = Math.min(value, before[j - 2] + 1)
      next.push(value)
    }
    return next
  }

  /** `covered`: the words below are already collected as prefixes with this many typos. */
  const walk = (node: RadixNode, row: Row, before: Row | null, previous: string, covered: number) => {
    let current = row
    let earlier = before
    let last = previous
    let prefixTypos = Infinity
    for (const char of node.s) {
      const next = step(current, earlier, char, last)
      earlier = current
      current = next
      last = char
      if (Math.min(...next) > budget) return prefixTypos < covered ? collect(node, prefixTypos) : undefined
      if (prefix && next[size] <= budget && next[size] < prefixTypos) prefixTypos = next[size]
    }
    const distance = current[size]
    if (distance <= budget) record(node, distance, false)
    let below = covered
    if (prefixTypos <= budget && prefixTypos < covered) {
      // the query word begins every word from here down; deeper ones may still match with fewer typos
      collect(node, prefixTypos)
      below = prefixTypos
    }
    if (below === 0) return
    for (const child of node.c.values()) walk(child, current, earlier, last, below)
  }

  const firstRow = Array.from({ length: size + 1 }, (_, i) => i)
  if (size === 0) {
    if (prefix) collect(root, 0)
    return found
  }
  for (const child of root.c.values()) walk(child, firstRow, null, '', Infinity)
  return found
}
