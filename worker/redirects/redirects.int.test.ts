import { describe, expect, it } from 'vitest'
import type { RedirectLookup } from '../../routes/api-types'
import { getJson, ok } from '../test/int'

describe('GET /api/redirect (running worker)', () => {
  it('answers null for a path without an entry', async () => {
    expect(await ok<RedirectLookup>(`/api/redirect?path=${encodeURIComponent('/kein-eintrag-' + Date.now())}`)).toEqual({ redirect: null })
  })
  it('rejects a foreign path', async () => {
    expect((await getJson('/api/redirect?path=https://example.com/')).status).toBe(400)
  })
})
