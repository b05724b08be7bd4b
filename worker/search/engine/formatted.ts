import { isFacetedBy, mapLeaves, selectValues } from './document-paths'
import { analysisOfAttribute, formatText, type Marks, type TextFormat, textMatches } from './format-text'
import type { QueryWord } from './query-words'

/**
 * A hit's `_formatted` and `_matchesPosition`, built as Meilisearch builds them: `_formatted` holds the
 * highlighted and cropped attributes and every retrieved one, each leaf written as text (numbers too);
 * an attribute's options reach the fields nested in it ('collection' highlights 'collection.title').
 */
export type FormatRequest = {
  attributesToHighlight: readonly string[]
  /** attributesToCrop with each attribute's own length (`attr:length`) or cropLength. */
  attributesToCrop: readonly { attribute: string; length: number }[]
  attributesToRetrieve: readonly string[]
  marks: Marks
}

type Doc = Record<string, unknown>

/** Attribute → how to format it; empty when nothing asks for formatting (then there is no `_formatted`). */
function formatOptions(doc: Doc, request: FormatRequest): Map<string, TextFormat> {
  const options = new Map<string, TextFormat>()
  const exists = (attribute: string) => Object.keys(selectValues(doc, [attribute])).length > 0
  const all = Object.keys(doc)
  for (const attribute of request.attributesToHighlight) {
    for (const name of attribute === '*' ? all : exists(attribute) ? [attribute] : []) options.set(name, { highlight: true })
  }
  for (const { attribute, length } of request.attributesToCrop) {
    for (const name of attribute === '*' ? all : exists(attribute) ? [attribute] : [])
      options.set(name, { highlight: options.get(name)?.highlight ?? false, crop: length })
  }
  if (options.size) {
    const retrieved = request.attributesToRetrieve.includes('*') ? all : request.attributesToRetrieve.filter(exists)
    for (const name of retrieved) if (!options.has(name)) options.set(name, { highlight: false })
  }
  return options
}

/** The options of every attribute that is, or holds, or lies in `path`, merged: highlighted if one says so, the first crop length. */
function formatAt(options: Map<string, TextFormat>, path: string): TextFormat | null {
  const applying = [...options]
    .filter(([name, option]) => (option.highlight || option.crop) && (isFacetedBy(name, path) || isFacetedBy(path, name)))
    .map(([, option]) => option)
  if (!applying.length) return null
  return { highlight: applying.some((option) => option.highlight), crop: applying.find((option) => option.crop !== undefined)?.crop }
}

export function formattedOf(doc: Doc, words: readonly QueryWord[], request: FormatRequest): Doc | null {
  const options = formatOptions(doc, request)
  if (!options.size) return null
  return mapLeaves(selectValues(doc, [...options.keys()]), (path, leaf) => {
    if (typeof leaf !== 'string' && typeof leaf !== 'number') return leaf
    const format = formatAt(options, path)
    return format ? formatText(String(leaf), words, analysisOfAttribute(path), format, request.marks) : String(leaf)
  }) as Doc
}

export type MatchBounds = { start: number; length: number; indices?: number[] }

const utf8Length = (text: string) => {
  let bytes = 0
  for (const char of text) {
    const code = char.codePointAt(0)!
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

/** `_matchesPosition`: where the query matched in every attribute, in UTF-8 bytes as Meilisearch counts them. */
export function matchesPositionOf(doc: Doc, words: readonly QueryWord[]): Record<string, MatchBounds[]> {
  const positions: Record<string, MatchBounds[]> = {}
  mapLeaves(doc, (path, leaf, indices) => {
    if (typeof leaf !== 'string' && typeof leaf !== 'number') return leaf
    const value = String(leaf)
    const { tokens, matches } = textMatches(value, words, analysisOfAttribute(path))
    for (const { token } of matches) {
      const { start, end } = tokens[token]
      const bounds: MatchBounds = { start: utf8Length(value.slice(0, start)), length: utf8Length(value.slice(start, end)) }
      if (indices.length) bounds.indices = indices
      ;(positions[path] ??= []).push(bounds)
    }
    return leaf
  })
  return positions
}
