// Helpers of the integration tests (*.int.test.ts): HTTP against the running worker of the stack.
export const WORKER_URL = (process.env.WORKER_URL ?? 'http://localhost:8788').replace(/\/+$/, '')

export async function getJson<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${WORKER_URL}${path}`, { redirect: 'manual', ...init })
  const text = await response.text()
  let body: T
  try {
    body = JSON.parse(text) as T
  } catch {
    throw new Error(`${path} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`)
  }
  return { status: response.status, body, headers: response.headers }
}

/** The JSON of a 200 answer; anything else fails the test with the worker's message. */
export async function ok<T>(path: string, init?: RequestInit): Promise<T> {
  const { status, body } = await getJson<T & { message?: string }>(path, init)
  if (status !== 200) throw new Error(`${path} answered ${status}: ${body.message}`)
  return body
}
