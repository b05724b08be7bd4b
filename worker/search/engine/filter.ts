import { FILTERABLE_ATTRIBUTES } from '../../../routes/search/search-document'
import { pathTester } from './document-paths'
import { SearchError } from './errors'

/**
 * Meilisearch's filter expressions, the part a shop needs: `attr = value`, `attr != value`,
 * `attr IN [a, b]`, `attr NOT IN [...]`, `attr EXISTS`, the numeric `attr > n` (`>=`, `<`, `<=`) and
 * `attr low TO high` (both ends included), joined by AND / OR / NOT and parentheses, or the array form
 * (outer array: AND, inner array: OR). `=` compares numbers as numbers and anything else as strings; the
 * comparisons and ranges only match numbers, as in Meilisearch. An array attribute matches when one of its
 * elements does.
 */
export type Filter = string | (string | string[])[]
type Doc = Record<string, unknown>
export type Predicate = (doc: Doc) => boolean

/**
 * A parsed filter. A condition tests the values at one attribute (`any`: one value passes; `negate` for `!=` and
 * `NOT IN`), so it can be asked of a document or, once per distinct value, of an index's column (columns.ts).
 */
export type FilterNode =
  | { kind: 'condition'; attribute: string; test: (value: unknown) => boolean; negate: boolean }
  | { kind: 'not'; inner: FilterNode }
  | { kind: 'and' | 'or'; parts: FilterNode[] }
  | { kind: 'all' }

const TOKEN = /\s*(\(|\)|\[|\]|,|!=|>=|<=|>|<|=|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s()[\],=!<>]+)/y

function tokenize(text: string): string[] {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  let position = 0
  while (position < text.length) {
    if (/^\s*$/.test(text.slice(position))) break
    TOKEN.lastIndex = position
    const match = TOKEN.exec(text)
    if (!match) throw invalid(`Unexpected character at position ${position} in \`${text}\``)
    tokens.push(match[1])
    position = TOKEN.lastIndex
  }
  return tokens
}

const invalid = (message: string) => new SearchError(message, 'invalid_search_filter')

const unquote = (token: string) => (/^["']/.test(token) ? token.slice(1, -1).replace(/\\(.)/g, '$1') : token)

const COMPARISONS: Record<string, (value: number, bound: number) => boolean> = {
  '>': (value, bound) => value > bound,
  '>=': (value, bound) => value >= bound,
  '<': (value, bound) => value < bound,
  '<=': (value, bound) => value <= bound,
}
const OPERATORS = ['(', ')', '[', ']', ',', '=', '!=', ...Object.keys(COMPARISONS)]

/** A value as Meilisearch reads a number in a filter ('100', '-2.5'); null when it is none. */
function numberOf(value: string): number | null {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value.trim())) return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/** `=`: a number in the filter also matches the same number in the document, however it is written. */
const equalTo = (wanted: string, number: number | null) => (value: unknown) =>
  typeof value === 'number' && number !== null ? value === number : String(value) === wanted
const isNumber = (value: unknown): value is number => typeof value === 'number'

function parse(text: string): FilterNode {
  const tokens = tokenize(text)
  let i = 0
  const peek = () => tokens[i]
  const keyword = (word: string) => peek()?.toUpperCase() === word && !/^["']/.test(peek())
  const expect = (token: string) => {
    if (tokens[i] !== token) throw invalid(`Expected \`${token}\` in \`${text}\``)
    i++
  }
  const attribute = (): string => {
    const name = tokens[i++]
    if (!name || /^["'()[\],=!<>]/.test(name)) throw invalid(`Expected an attribute in \`${text}\``)
    if (!(FILTERABLE_ATTRIBUTES as readonly string[]).includes(name)) {
      throw invalid(`Attribute \`${name}\` is not filterable. Available filterable attributes are: \`${FILTERABLE_ATTRIBUTES.join(', ')}\`.`)
    }
    return name
  }
  const value = (): string => {
    const token = tokens[i++]
    if (token === undefined || OPERATORS.includes(token)) throw invalid(`Expected a value in \`${text}\``)
    return unquote(token)
  }
  const bound = (): number => {
    const raw = value()
    const number = numberOf(raw)
    if (number === null) throw invalid(`Expected a number, found \`${raw}\` in \`${text}\``)
    return number
  }
  const list = (): string[] => {
    expect('[')
    const values: string[] = []
    while (peek() !== ']') {
      values.push(value())
      if (peek() === ',') i++
      else if (peek() !== ']') throw invalid(`Expected \`,\` or \`]\` in \`${text}\``)
    }
    expect(']')
    return values
  }
  const condition = (): FilterNode => {
    const name = attribute()
    const when = (test: (value: unknown) => boolean, negate = false): FilterNode => ({ kind: 'condition', attribute: name, test, negate })
    if (peek() === '=' || peek() === '!=') {
      const negate = tokens[i++] === '!='
      const wanted = value()
      return when(equalTo(wanted, numberOf(wanted)), negate)
    }
    if (Object.hasOwn(COMPARISONS, peek() ?? '')) {
      const compare = COMPARISONS[tokens[i++]]
      const limit = bound()
      return when((number) => isNumber(number) && compare(number, limit))
    }
    // `attr low TO high`: a number first, then the keyword
    if (tokens[i + 1]?.toUpperCase() === 'TO' && !OPERATORS.includes(peek() ?? '(')) {
      const low = bound()
      i++
      const high = bound()
      return when((number) => isNumber(number) && number >= low && number <= high)
    }
    if (keyword('IN')) {
      i++
      const set = new Set(list())
      return when((v) => set.has(String(v)))
    }
    if (keyword('NOT') && tokens[i + 1]?.toUpperCase() === 'IN') {
      i += 2
      const set = new Set(list())
      return when((v) => set.has(String(v)), true)
    }
    if (keyword('EXISTS')) {
      i++
      return when(() => true)
    }
    throw invalid(`Expected \`=\`, \`!=\`, \`>\`, \`>=\`, \`<\`, \`<=\`, \`TO\`, \`IN\`, \`NOT IN\` or \`EXISTS\` after \`${name}\` in \`${text}\``)
  }
  const unary = (): FilterNode => {
    if (keyword('NOT')) {
      i++
      return { kind: 'not', inner: unary() }
    }
    if (peek() === '(') {
      i++
      const inner = or()
      expect(')')
      return inner
    }
    return condition()
  }
  const and = (): FilterNode => {
    const parts = [unary()]
    while (keyword('AND')) {
      i++
      parts.push(unary())
    }
    return parts.length === 1 ? parts[0] : { kind: 'and', parts }
  }
  const or = (): FilterNode => {
    const parts = [and()]
    while (keyword('OR')) {
      i++
      parts.push(and())
    }
    return parts.length === 1 ? parts[0] : { kind: 'or', parts }
  }
  if (tokens.length === 0) return { kind: 'all' }
  const node = or()
  if (i < tokens.length) throw invalid(`Unexpected \`${tokens[i]}\` in \`${text}\``)
  return node
}

/** A filter parameter parsed; null for none. A malformed filter is Meilisearch's `invalid_search_filter` (400). */
export function parseFilter(filter: unknown): FilterNode | null {
  if (filter === undefined || filter === null || filter === '') return null
  if (typeof filter === 'string') return parse(filter)
  if (!Array.isArray(filter)) throw invalid('`filter` must be a string or an array of strings')
  const parts = filter.map((part): FilterNode => {
    if (typeof part === 'string') return parse(part)
    if (Array.isArray(part) && part.every((inner) => typeof inner === 'string')) return { kind: 'or', parts: part.map(parse) }
    throw invalid('`filter` arrays hold strings or arrays of strings')
  })
  return { kind: 'and', parts }
}

/** A filter as a test of one document. */
export function predicateOf(node: FilterNode): Predicate {
  switch (node.kind) {
    case 'all':
      return () => true
    case 'condition': {
      // the attribute's path is split once, not per document
      const any = pathTester(node.attribute)
      const { test, negate } = node
      return (doc) => any(doc, test) !== negate
    }
    case 'not': {
      const inner = predicateOf(node.inner)
      return (doc) => !inner(doc)
    }
    case 'and': {
      const parts = node.parts.map(predicateOf)
      return (doc) => parts.every((part) => part(doc))
    }
    case 'or': {
      const parts = node.parts.map(predicateOf)
      return (doc) => parts.some((part) => part(doc))
    }
  }
}

/** The predicate of a filter parameter; a malformed filter is Meilisearch's `invalid_search_filter` (400). */
export function compileFilter(filter: unknown): Predicate | null {
  const node = parseFilter(filter)
  return node && predicateOf(node)
}
