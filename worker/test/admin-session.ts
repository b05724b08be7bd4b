// Test helper of the integration tests: the back office's view of Medusa, with the stack's admin login.
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

const MEDUSA_URL = (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, '')

/** ADMIN_EMAIL/ADMIN_PASSWORD of the shell, else of the .env the stack was started with. */
function adminLogin(): { email: string; password: string } {
  let file: Record<string, string | undefined> = {}
  try {
    file = parseEnv(readFileSync(new URL('../../.env', import.meta.url), 'utf8'))
  } catch {
    // no .env: the shell must supply both
  }
  const email = process.env.ADMIN_EMAIL ?? file.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD ?? file.ADMIN_PASSWORD
  if (!email || !password) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD are needed (shell or .env)')
  return { email, password }
}

let token: Promise<string> | undefined

async function login(): Promise<string> {
  const response = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminLogin()),
  })
  const body = (await response.json()) as { token?: string; message?: string }
  if (!body.token) throw new Error(`admin login failed: ${response.status} ${body.message}`)
  return body.token
}

/** GET an /admin route of Medusa as the shop's admin. */
export async function adminGet<T>(path: string, { authenticated = true } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = authenticated ? { authorization: `Bearer ${await (token ??= login())}` } : {}
  const response = await fetch(`${MEDUSA_URL}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as T }
}

/** POST straight to Medusa's store API (bypassing the worker), with the publishable key. */
export async function storePost<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${MEDUSA_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-publishable-api-key': process.env.MEDUSA_PUBLISHABLE_KEY ?? '' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}
