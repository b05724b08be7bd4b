import { describe, expect, it } from 'vitest'
import { searchTarget } from './index-client'

// Where the back end's indexer writes: the hosted Meilisearch with the admin key, else the storefront worker's
// embedded engine with the ops secret, else nowhere (the sync workflow then says why it skipped).
describe('searchTarget', () => {
  it('uses the hosted Meilisearch with the admin key when MEILISEARCH_HOST is set', () => {
    const env = {
      MEILISEARCH_HOST: ' https://search.example.com ',
      MEILISEARCH_ADMIN_KEY: 'admin-key',
      MEILISEARCH_SEARCH_KEY: 'search-key',
      STOREFRONT_URL: 'https://shop.example.com',
      OPS_SECRET: 'ops',
    }
    expect(searchTarget(env)).toEqual({ host: 'https://search.example.com', apiKey: 'admin-key', embedded: false })
    expect(searchTarget({ MEILISEARCH_HOST: 'https://search.example.com' })).toEqual({ host: 'https://search.example.com', apiKey: '', embedded: false })
  })

  it("otherwise writes to the worker's embedded engine at STOREFRONT_URL/ops/search with OPS_SECRET", () => {
    expect(searchTarget({ STOREFRONT_URL: 'http://localhost:8788/', OPS_SECRET: 'ops-secret', MEILISEARCH_HOST: '  ' })).toEqual({
      host: 'http://localhost:8788/ops/search',
      apiKey: 'ops-secret',
      embedded: true,
    })
  })

  it('is null when neither is configured', () => {
    expect(searchTarget({})).toBeNull()
    expect(searchTarget({ STOREFRONT_URL: 'http://localhost:8788' })).toBeNull()
    expect(searchTarget({ OPS_SECRET: 'ops-secret' })).toBeNull()
  })
})
