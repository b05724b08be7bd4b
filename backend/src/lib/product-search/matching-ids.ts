import { productText, variantText } from './searchable-text'

/** More words than this add nothing a person types into a list search (and keep the query small). */
export const MAX_TOKENS = 8

/**
 * The words of a search, as Medusa's `q` splits them (whitespace), without repeats, longest first: the
 * longest word has the most trigrams, so it is the one the index narrows the candidates with.
 */
export function searchTokens(q: string): string[] {
  const tokens = [...new Set(q.split(/\s+/).filter(Boolean))]
  return tokens.sort((a, b) => b.length - a.length).slice(0, MAX_TOKENS)
}

/** `%token%` for ILIKE, with LIKE's own wildcards taken literally ("100%" finds "100%", not "100…"). */
export const containsPattern = (token: string) => `%${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * One SQL statement that answers Medusa's `q` for products with the trigram indexes: every word must occur
 * (case-insensitive, anywhere) in the product's or one of its live variants' searchable text — the meaning
 * of Medusa's own free-text filter. The longest word finds candidates through the indexes; the other words
 * are checked on those candidates only. Drafts are included (the back office searches every status).
 */
export function matchingIdsQuery(tokens: readonly string[]): { sql: string; bindings: string[] } {
  if (!tokens.length) throw new Error('a search needs at least one word')
  const [first, ...rest] = tokens.map(containsPattern)
  const matches = (id: string) =>
    `(exists (select 1 from product p where p.id = ${id} and ${productText('p')} ilike ?)` +
    ` or exists (select 1 from product_variant v where v.product_id = ${id} and v.deleted_at is null and ${variantText('v')} ilike ?))`
  const sql = [
    'select candidate.id from (',
    `  select p.id from product p where p.deleted_at is null and ${productText('p')} ilike ?`,
    '  union',
    `  select v.product_id from product_variant v where v.deleted_at is null and v.product_id is not null and ${variantText('v')} ilike ?`,
    ') candidate',
    'join product live on live.id = candidate.id and live.deleted_at is null',
    ...rest.map((_, i) => `${i ? 'and' : 'where'} ${matches('candidate.id')}`),
  ].join('\n')
  return { sql, bindings: [first, first, ...rest.flatMap((pattern) => [pattern, pattern])] }
}

/** The product columns a searched list can be ordered by in SQL (the back office's sortable columns). */
const ORDERABLE = ['title', 'handle', 'status', 'created_at', 'updated_at'] as const
export type Order = { column: (typeof ORDERABLE)[number]; descending: boolean }

/** Medusa's `{ updated_at: "DESC" }` as an `Order`, when it is one product column this query can sort by. */
export function orderOf(order: Record<string, unknown> | undefined): Order | null {
  const entries = Object.entries(order ?? {})
  if (entries.length !== 1) return null
  const [column, direction] = entries[0]
  if (!(ORDERABLE as readonly string[]).includes(column) || typeof direction !== 'string' || !/^(asc|desc)$/i.test(direction)) return null
  return { column: column as Order['column'], descending: /^desc$/i.test(direction) }
}

/**
 * One page of the matches in the list's order, each row with the number of all matches: a broad word
 * ("Gold" is in almost every piece) then costs Medusa twenty ids, not thousands.
 */
export function matchingPageQuery(
  tokens: readonly string[],
  order: Order,
  page: { skip: number; take: number },
): { sql: string; bindings: (string | number)[] } {
  const matches = matchingIdsQuery(tokens)
  const direction = order.descending ? 'desc' : 'asc'
  const sql = [
    `with matched as (${matches.sql})`,
    'select p.id, count(*) over () as total from product p join matched on matched.id = p.id',
    `order by p.${order.column} ${direction}, p.id ${direction} limit ? offset ?`,
  ].join('\n')
  return { sql, bindings: [...matches.bindings, page.take, page.skip] }
}
