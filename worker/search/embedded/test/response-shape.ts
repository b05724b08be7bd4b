/**
 * The shape of a JSON answer, to compare the embedded engine's answers with Meilisearch's documented
 * ones: which keys an object has and what type each value is. Arrays, and objects whose keys are data
 * (facet values, attribute names), become the set of their elements' shapes.
 */
export type Shape = string | { [key: string]: Shape } | { elements: string[] }

/** Paths of objects keyed by data; `*` stands for any key, `[]` for the elements of an array. */
const RECORDS = [
  'facetDistribution',
  'facetDistribution.*',
  'facetStats',
  'facetsByIndex',
  'facetsByIndex.*.distribution',
  'facetsByIndex.*.distribution.*',
  'facetsByIndex.*.stats',
  'hits[]._matchesPosition',
  'results[].facetDistribution',
  'results[].facetDistribution.*',
  'results[].facetStats',
  'results[].hits[]._matchesPosition',
]

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/[.[\]]/g, '\\$&').replace(/\*/g, '[^.]+')}$`).test(path)

const set = (shapes: Shape[]) => ({ elements: [...new Set(shapes.map((shape) => JSON.stringify(shape)))].sort() })

export function shapeOf(value: unknown, path = ''): Shape {
  if (value === null) return 'null'
  if (Array.isArray(value)) return set(value.map((item) => shapeOf(item, `${path}[]`)))
  if (typeof value !== 'object') return typeof value
  const entries = Object.entries(value as Record<string, unknown>)
  // a key with a dot ('collection.handle') is one step of the path
  const at = (key: string) => (path ? `${path}.${key.replace(/\./g, '·')}` : key)
  if (RECORDS.some((pattern) => matches(pattern, path))) return set(entries.map(([key, inner]) => shapeOf(inner, at(key))))
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, inner]) => [key, shapeOf(inner, at(key))]))
}
