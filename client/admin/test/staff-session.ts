import { afterAll, vi } from 'vitest'

/** The stack's worker: the back office reaches Medusa only through its pass-through, as the browser does. */
export const WORKER_URL = (process.env.WORKER_URL ?? 'http://localhost:8788').replace(/\/+$/, '')
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@juwelier.local'
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/**
 * Makes this Node process look to the back office's modules like the browser on the shop's origin: `location`
 * and `window` of the worker's address, and a `fetch` that keeps cookies (the session cookie of the
 * pass-through) and sends the same-origin headers a browser's fetch sends. Then signs in as staff with the
 * back office's own login. Import the back office's modules only after this has run.
 */
export async function signInAsStaff() {
  const origin = new URL(WORKER_URL)
  const jar = new Map<string, string>()
  const realFetch = globalThis.fetch
  const storage = memoryStorage()
  // the test files of a project share one process (vitest.config.ts): the next file starts as Node again
  afterAll(() => vi.unstubAllGlobals())
  vi.stubGlobal('location', origin)
  // the js-sdk's upload tells a FileList from a list of files
  vi.stubGlobal('FileList', class FileList {})
  vi.stubGlobal('window', { location: origin, localStorage: storage, sessionStorage: storage, btoa })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined))
    if (url.origin === origin.origin) {
      if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
      headers.set('origin', origin.origin)
      headers.set('sec-fetch-site', 'same-origin')
    }
    const response = await realFetch(input, { ...init, headers })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';')
      const [name, ...value] = pair.split('=')
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=thu, 01 jan 1970/i.test(attribute))
      if (expired) jar.delete(name.trim())
      else jar.set(name.trim(), value.join('='))
    }
    return response
  })
  const { login } = await import('../auth/session')
  await login(ADMIN_EMAIL, ADMIN_PASSWORD)
  return { cookies: jar }
}

/** A name no other run of the suite uses. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
