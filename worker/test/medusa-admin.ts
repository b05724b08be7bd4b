// Test helper of the integration tests that change the shop as staff would: Medusa's admin API with the stack's login.
import { expect } from 'vitest'
import { adminCredentials } from './html'

const MEDUSA_URL = (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, '')

/** A bearer token of the shop's admin. */
export async function adminToken() {
  const response = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminCredentials()),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** GET (without `body`) or POST an /admin route; anything but 2xx throws with Medusa's answer. */
export async function admin<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${MEDUSA_URL}/admin${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}
