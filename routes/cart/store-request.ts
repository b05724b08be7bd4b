/** A refused store call with Medusa's error `type` and `code` (e.g. not_allowed, insufficient_inventory), which the js-sdk's FetchError drops. */
export class StoreError extends Error {
  constructor(
    readonly status: number,
    readonly type: string | null,
    readonly code: string | null,
    message: string,
  ) {
    super(message)
    this.name = 'StoreError'
  }
}

/**
 * POST to a store route the way the js-sdk of cart-sdk.ts sends it (the same-origin pass-through, the session
 * cookie), except that a refusal keeps Medusa's `type` and `code`: the sdk's FetchError carries only the message
 * (medusajs/medusa issue 16770), and what the shop says must follow from the code, never from English text.
 * Return to the sdk's methods once it keeps them.
 */
export async function storePost<T>(
  path: string,
  { body, query, headers }: { body?: Record<string, unknown>; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<T> {
  const search = query ? `?${new URLSearchParams(query)}` : ''
  const response = await fetch(`${location.origin}/medusa${path}${search}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  })
  const answer = (await response.json().catch(() => ({}))) as T & { type?: string; code?: string; message?: string }
  if (!response.ok) throw new StoreError(response.status, answer.type ?? null, answer.code ?? null, answer.message || response.statusText)
  return answer
}
