import { SearchError } from './errors'

/**
 * Typed reads of one field of a JSON request body, failing the way Meilisearch's deserialiser does:
 * `Invalid value type at \`.queries[0].limit\`: expected …, but found …` with the field's own error code.
 * `at` is the path of the object the field sits in ('' for a request body of its own).
 */
export type Body = Record<string, unknown>

/** Meilisearch's wording for the value it found. */
export function described(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return `an array: \`${JSON.stringify(value)}\``
  if (typeof value === 'object') return `an object: \`${JSON.stringify(value)}\``
  if (typeof value === 'number' && Number.isInteger(value) && value < 0) return `a negative integer: \`${value}\``
  return `a ${typeof value}: \`${JSON.stringify(value)}\``
}

/** An error that names where in the body it lies, so a multi-search does not prefix it again. */
function invalidType(at: string, key: string, expected: string, value: unknown, code: string): SearchError {
  return located(new SearchError(`Invalid value type at \`${at}.${key}\`: expected ${expected}, but found ${described(value)}`, code))
}

export function located(error: SearchError): SearchError {
  error.located = true
  return error
}

const absent = (value: unknown) => value === undefined || value === null

export function wholeNumber(body: Body, at: string, key: string, code: string, { min = 0 } = {}): number | undefined {
  const value = body[key]
  if (absent(value)) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    throw invalidType(at, key, min ? `an integer from ${min}` : 'a positive integer', value, code)
  return value
}

export function strings(body: Body, at: string, key: string, code: string): string[] | undefined {
  const value = body[key]
  if (absent(value)) return undefined
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw invalidType(at, key, 'an array of strings', value, code)
  return value
}

export function text(body: Body, at: string, key: string, code: string): string | undefined {
  const value = body[key]
  if (absent(value)) return undefined
  if (typeof value !== 'string') throw invalidType(at, key, 'a string', value, code)
  return value
}

export function flag(body: Body, at: string, key: string, code: string): boolean {
  const value = body[key]
  if (absent(value)) return false
  if (typeof value !== 'boolean') throw invalidType(at, key, 'a boolean', value, code)
  return value
}

/** The body as an object, or Meilisearch's `bad_request` for anything else. */
export function objectAt(value: unknown, at: string): Body {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw located(new SearchError(`Invalid value type${at ? ` at \`${at}\`` : ''}: expected an object, but found ${described(value)}`, 'bad_request'))
  }
  return value as Body
}

/** Meilisearch refuses fields it does not know, listing the ones it does. */
export function rejectUnknownFields(body: Body, at: string, known: readonly string[]) {
  for (const key of Object.keys(body)) {
    if (!known.includes(key)) {
      throw located(
        new SearchError(
          `Unknown field \`${key}\`${at ? ` inside \`${at}\`` : ''}: expected one of ${known.map((name) => `\`${name}\``).join(', ')}`,
          'bad_request',
        ),
      )
    }
  }
}
