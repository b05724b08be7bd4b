// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, press, renderAdmin, waitFor } from '../../../test/render-admin'
import type { ApiKey } from './api-key'

const key = (id: string, type: 'publishable' | 'secret', created_at: string, revoked_at: string | null = null) =>
  ({
    id,
    title: `Schlüssel ${id}`,
    type,
    token: `${type === 'publishable' ? 'pk' : 'sk'}_${id}`,
    redacted: `pk_***${id}`,
    created_at,
    revoked_at,
  }) as unknown as ApiKey

// Medusa's default key was revoked once and replaced; the shop sends the oldest one still valid
const KEYS = [
  key('alt', 'publishable', '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z'),
  key('shop', 'publishable', '2025-01-02T00:00:00Z'),
  key('kasse', 'publishable', '2025-03-01T00:00:00Z'),
  key('erp', 'secret', '2025-01-01T00:00:00Z'),
]
const requests: string[] = []

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.origin), init)
    const url = new URL(request.url)
    requests.push(`${request.method} ${url.pathname.replace(/^\/admin\/api/, '')}`)
    const type = url.searchParams.get('type')
    const body =
      request.method === 'GET' ? { api_keys: KEYS.filter((candidate) => !type || candidate.type === type), count: KEYS.length } : { api_key: KEYS[0] }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
})
afterAll(() => vi.unstubAllGlobals())
afterEach(async () => {
  await cleanup()
  requests.splice(0)
})

const { ActionDialog } = await import('../../../engine/screens/action-dialog')
const { apiKeys } = await import('./api-keys')
const { revokeKey } = await import('./api-key-actions')

const dialog = () => document.querySelector('[role="alertdialog"]')!

async function confirmRevoking(row: ApiKey) {
  await renderAdmin(<ActionDialog resource={apiKeys} action={revokeKey} rows={[row]} onClose={() => undefined} />)
  await waitFor(() => dialog()?.querySelector('[data-revoke-consequences]')?.getAttribute('aria-busy') === 'false', 'the look-up of the shop key')
}

describe('revoking an API key', () => {
  it("says that a publishable key's store calls are refused, and in red when the shop itself sends it", async () => {
    await confirmRevoking(KEYS[1]!)
    await waitFor(() => !!dialog().querySelector('[data-shop-key-warning]'), 'the warning')
    const warning = dialog().querySelector('[data-shop-key-warning]')!
    expect(warning.getAttribute('role')).toBe('alert')
    expect(warning.className).toContain('text-red-800')
    expect(warning.textContent).toContain('“Schlüssel shop” is the key the shop itself uses')
    expect(dialog().textContent).toContain('The storefront’s calls (or an app’s) with this key will be refused from then on')
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([])
    await press('Revoke', dialog())
    await waitFor(() => requests.includes('POST /admin/api-keys/shop/revoke'), 'the revocation')
  })

  it('warns in red for no other publishable key', async () => {
    await confirmRevoking(KEYS[2]!)
    expect(dialog().textContent).toContain('will be refused from then on')
    expect(dialog().querySelector('[data-shop-key-warning]')).toBeNull()
  })

  it('says that programs signing in with a secret key are refused', async () => {
    await confirmRevoking(KEYS[3]!)
    expect(dialog().textContent).toContain('Programs that sign in with this key will be refused from then on.')
    expect(dialog().textContent).not.toContain('storefront')
  })
})
