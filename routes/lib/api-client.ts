import { HttpError } from './errors'
import type { Api } from './types'

/** Reads an /api answer: JSON on success, `{ message }` into an HttpError otherwise. */
export async function readApiResponse<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T
  const body = (await response.json().catch(() => null)) as { message?: string } | null
  throw new HttpError(response.status, body?.message || response.statusText)
}

/** The browser's api: the same endpoints over the network. */
export const fetchApi: Api = async (path) => readApiResponse(await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' }))
