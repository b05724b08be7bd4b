import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without type declarations
import { productionPlaceholders } from './deploy.mjs'

describe('npm run deploy refuses placeholders', () => {
  it("lists every placeholder of the repository's wrangler.toml (docs/deployment.md names the same)", () => {
    expect(productionPlaceholders(readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8'))).toEqual([
      'shop.juwelier.example',
      'REPLACE_WITH_REDIRECTS_NAMESPACE_ID',
      'REPLACE_WITH_SLUGS_NAMESPACE_ID',
      'REPLACE_WITH_CACHE_META_NAMESPACE_ID',
      'REPLACE_WITH_SEARCH_INDEX_NAMESPACE_ID',
      'api.juwelier.example',
      'media.juwelier.example',
      'REPLACE_WITH_ACCOUNT_ID',
    ])
  })
  it('passes a filled-in production section and ignores comments and the local settings', () => {
    const toml =
      '[vars]\nMEDUSA_BACKEND_URL = "http://x.example"\n[env.production]\n# REPLACE_WITH_ME in a comment\nroutes = [{ pattern = "shop.juwelier.de" }]\nid = "0f2ac74f8d"\n'
    expect(productionPlaceholders(toml)).toEqual([])
  })
  it('refuses a configuration without a production environment', () => {
    expect(productionPlaceholders('[vars]\n')).toEqual(['wrangler.toml has no [env.production]'])
  })
})
