import type { Context } from 'hono'
import { SearchError } from '../engine/errors'

/** Errors of the embedded API in Meilisearch's shape ({ message, code, type, link }), so the meilisearch client reads them alike. */
export function meiliError(error: Error, c: Context) {
  if (error instanceof SearchError) return c.json(error.body, error.status as 400)
  console.error('embedded search failed', error)
  return c.json(new SearchError('The search engine failed; please try again', 'internal', 500, 'internal').body, 500)
}

export const indexNotFound = (uid: string) => new SearchError(`Index \`${uid}\` not found.`, 'index_not_found', 404)

/** The request body as JSON, or Meilisearch's `malformed_payload`. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!type.includes('application/json')) throw new SearchError('A Content-Type header of `application/json` is required', 'invalid_content_type', 415)
  try {
    return await c.req.json()
  } catch {
    throw new SearchError('The request body is not valid JSON', 'malformed_payload')
  }
}
