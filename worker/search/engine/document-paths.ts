/**
 * Dotted attribute paths into a document ('collection.handle'), with Meilisearch's rules for them: an
 * attribute names its nested fields too, and attribute patterns may hold a `*` at either end.
 */
type Doc = Record<string, unknown>

/** Meilisearch's `is_faceted_by`: `field` is `parent` or lies inside it. */
export const isFacetedBy = (field: string, parent: string) => field === parent || field.startsWith(`${parent}.`)

/** Meilisearch's `match_pattern`: 'match', 'parent' when `name` holds fields the pattern matches, else 'none'. */
export function matchPattern(pattern: string, name: string): 'match' | 'parent' | 'none' {
  if (pattern === '*') return 'match'
  const core = pattern.replace(/^\*/, '').replace(/\*$/, '')
  if (pattern.length > 1 && pattern.startsWith('*') && pattern.endsWith('*')) {
    if (name.includes(core)) return 'match'
  } else if (pattern.startsWith('*')) {
    if (name.endsWith(core)) return 'match'
  } else if (pattern.endsWith('*')) {
    if (name.startsWith(core)) return 'match'
  } else if (pattern === name) return 'match'
  return isFacetedBy(pattern, name) ? 'parent' : 'none'
}

/** Every value at a path, arrays flattened (an array attribute has each of its elements as a value). */
export const valuesAt = (doc: Doc, path: string): unknown[] => pathReader(path)(doc)

/**
 * `valuesAt` for one path, its keys split once: what a filter or sort reads from every document of an index calls
 * this per document.
 */
export function pathReader(path: string): (doc: Doc) => unknown[] {
  const keys = path.split('.')
  if (keys.length > 1) return (doc) => walkValues(doc, keys)
  // a top-level attribute, the most read: its value, an array's elements (nested arrays flattened), nothing for null
  const push = (values: unknown[], value: unknown) => {
    if (value === undefined || value === null) return
    if (Array.isArray(value)) for (const item of value) push(values, item)
    else values.push(value)
  }
  return (doc) => {
    const values: unknown[] = []
    push(values, doc[path])
    return values
  }
}

/**
 * Whether any value at a path passes `test`, read as `valuesAt` reads it but without collecting them: what a filter
 * asks of every document of an index, per condition, so a top-level attribute costs no array of its own.
 */
export function pathTester(path: string): (doc: Doc, test: (value: unknown) => boolean) => boolean {
  const keys = path.split('.')
  if (keys.length > 1) return (doc, test) => walkValues(doc, keys).some(test)
  const any = (value: unknown, test: (value: unknown) => boolean): boolean => {
    if (value === undefined || value === null) return false
    if (!Array.isArray(value)) return test(value)
    for (const item of value) if (any(item, test)) return true
    return false
  }
  return (doc, test) => any(doc[path], test)
}

function walkValues(doc: Doc, keys: string[]): unknown[] {
  const values: unknown[] = []
  const walk = (value: unknown, depth: number) => {
    if (value === undefined || value === null) return
    if (Array.isArray(value)) for (const item of value) walk(item, depth)
    else if (depth === keys.length) values.push(value)
    else if (typeof value === 'object') walk((value as Doc)[keys[depth]], depth + 1)
  }
  walk(doc, 0)
  return values
}

/** The document with only the selected attributes (dotted paths select nested fields), as Meilisearch's `select_values`. */
export function selectValues(doc: Doc, selectors: readonly string[], prefix = ''): Doc {
  const out: Doc = {}
  for (const [key, value] of Object.entries(doc)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (selectors.some((selector) => isFacetedBy(path, selector))) out[key] = value
    else if (value && typeof value === 'object' && !Array.isArray(value) && selectors.some((selector) => isFacetedBy(selector, path))) {
      out[key] = selectValues(value as Doc, selectors, path)
    }
  }
  return out
}

/**
 * A copy of a value with every leaf (string, number, boolean) replaced by `map(path, leaf, arrayIndices)`;
 * elements of arrays keep their array's path, as in Meilisearch's `map_leaf_values`.
 */
export function mapLeaves(value: unknown, map: (path: string, leaf: unknown, indices: number[]) => unknown, path = '', indices: number[] = []): unknown {
  if (Array.isArray(value)) return value.map((item, index) => mapLeaves(item, map, path, [...indices, index]))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Doc).map(([key, inner]) => [key, mapLeaves(inner, map, path ? `${path}.${key}` : key, indices)]))
  }
  return value === null ? null : map(path, value, indices)
}
