import type { FieldErrorCode } from './contact-rules'

export type PostResult =
  | { status: 'ok'; message: string }
  | { status: 'invalid'; codes: Record<string, FieldErrorCode> }
  /** 400 or 404 without field codes: the input as a whole is not accepted (an unknown token). */
  | { status: 'rejected' | 'tooMany' | 'failed' }

/** POSTs a form's JSON to one of the worker's /api form endpoints and sorts the answer for the form. */
export async function postForm(path: string, body: Record<string, unknown>): Promise<PostResult> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch {
    return { status: 'failed' }
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string; codes?: Record<string, FieldErrorCode> }
  if (response.ok) return { status: 'ok', message: answer.message ?? '' }
  if (response.status === 400 && answer.codes) return { status: 'invalid', codes: answer.codes }
  if (response.status === 400 || response.status === 404) return { status: 'rejected' }
  return { status: response.status === 429 ? 'tooMany' : 'failed' }
}

/** `name:required,email:email` from a form posted without JavaScript (see worker/content/return-to.ts). */
export function codesFromQuery(value: string | null): Record<string, FieldErrorCode> {
  if (!value) return {}
  return Object.fromEntries(
    value
      .split(',')
      .map((pair) => pair.split(':') as [string, FieldErrorCode])
      .filter(([field, code]) => field && code),
  )
}
