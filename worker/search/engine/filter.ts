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

function parse(text: string): Predicate {
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
  const condition = (): Predicate => {
    const name = attribute()
    // the attribute's path is split once, and each test made once, not per document
    const any = pathTester(name)
    if (peek() === '=' || peek() === '!=') {
      const negate = tokens[i++] === '!='
      const wanted = value()
      const test = equalTo(wanted, numberOf(wanted))
      return (doc) => any(doc, test) !== negate
    }
    if (Object.hasOwn(COMPARISONS, peek() ?? '')) {
      const compare = COMPARISONS[tokens[i++]]
      const limit = bound()
      const test = (number: unknown) => isNumber(number) && compare(number, limit)
      return (doc) => any(doc, test)
    }
    // `attr low TO high`: a number first, then the keyword
    if (tokens[i + 1]?.toUpperCase() === 'TO' && !OPERATORS.includes(peek() ?? '(')) {
      const low = bound()
      i++
      const high = bound()
      const test = (number: unknown) => isNumber(number) && number >= low && number <= high
      return (doc) => any(doc, test)
    }
    if (keyword('IN')) {
      i++
      const wanted = list()
      const set = new Set(wanted)
      const test = (v: unknown) => set.has(String(v))
      return (doc) => any(doc, test)
    }
    if (keyword('NOT') && tokens[i + 1]?.toUpperCase() === 'IN') {
      i += 2
      const wanted = list()
      const set = new Set(wanted)
      const test = (v: unknown) => set.has(String(v))
      return (doc) => !any(doc, test)
    }
    if (keyword('EXISTS')) {
      i++
      return (doc) => any(doc, () => true)
    }
    throw invalid(`Expected \`=\`, \`!=\`, \`>\`, \`>=\`, \`<\`, \`<=\`, \`TO\`, \`IN\`, \`NOT IN\` or \`EXISTS\` after \`${name}\` in \`${text}\``)
  }
  const unary = (): Predicate => {
    if (keyword('NOT')) {
      i++
      const inner = unary()
      return (doc) => !inner(doc)
    }
    if (peek() === '(') {
      i++
      const inner = or()
      expect(')')
      return inner
    }
    return condition()
  }
  const and = (): Predicate => {
    const parts = [unary()]
    while (keyword('AND')) {
      i++
      parts.push(unary())
    }
    return parts.length === 1 ? parts[0] : (doc) => parts.every((part) => part(doc))
  }
  const or = (): Predicate => {
    const parts = [and()]
    while (keyword('OR')) {
      i++
      parts.push(and())
    }
    return parts.length === 1 ? parts[0] : (doc) => parts.some((part) => part(doc))
  }
  if (tokens.length === 0) return () => true
  const predicate = or()
  if (i < tokens.length) throw invalid(`Unexpected \`${tokens[i]}\` in \`${text}\``)
  return predicate
}

/** The predicate of a filter parameter; a malformed filter is Meilisearch's `invalid_search_filter` (400). */
export function compileFilter(filter: unknown): Predicate | null {
  if (filter === undefined || filter === null || filter === '') return null
  if (typeof filter === 'string') return parse(filter)
  if (!Array.isArray(filter)) throw invalid('`filter` must be a string or an array of strings')
  const parts = filter.map((part): Predicate => {
    if (typeof part === 'string') return parse(part)
    if (Array.isArray(part) && part.every((inner) => typeof inner === 'string')) {
      const options = part.map(parse)
      return (doc) => options.some((option) => option(doc))
    }
    throw invalid('`filter` arrays hold strings or arrays of strings')
  })
  return (doc) => parts.every((part) => part(doc))
}
