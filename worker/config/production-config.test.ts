import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { BACKEND_SECRETS, DEVELOPMENT_SECRETS, secretProblems, secretsMessage, WORKER_SECRETS } from '../../rules/production-secrets'
import { productionConfigProblems } from './production-config'

const strong = 'f3b1c0a9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9'
const good = {
  ENVIRONMENT: 'production',
  OPS_SECRET: strong,
  EDGE_SECRET: strong.slice(3),
  MEDUSA_BACKEND_URL: 'https://api.goldhaus.de',
  MEDUSA_PUBLISHABLE_KEY: 'pk_01abc',
}
const example = parseEnv(readFileSync(new URL('../../.env.example', import.meta.url), 'utf8'))
const exampleOpsSecret = example.OPS_SECRET ?? ''
const exampleEdgeSecret = example.EDGE_SECRET ?? ''

describe('the development values of .env.example', () => {
  it('are all known to the production check (one list for Medusa and the worker)', () => {
    for (const name of ['JWT_SECRET', 'COOKIE_SECRET', 'OPS_SECRET', 'EDGE_SECRET', 'MFA_ENCRYPTION_KEY', 'ADMIN_PASSWORD']) {
      expect(example[name], name).toBeTruthy()
      expect(DEVELOPMENT_SECRETS).toContain(example[name])
    }
  })
  it('are each refused by name, whatever their length', () => {
    expect(secretProblems(example, BACKEND_SECRETS)).toEqual([
      'JWT_SECRET holds the development value of .env.example',
      'COOKIE_SECRET holds the development value of .env.example',
      'OPS_SECRET holds the development value of .env.example',
      'EDGE_SECRET holds the development value of .env.example',
      'MFA_ENCRYPTION_KEY holds the development value of .env.example',
      'ADMIN_PASSWORD holds the development value of .env.example',
    ])
  })
})

describe('secretProblems', () => {
  it('accepts long random values and an unset ADMIN_PASSWORD (staff then come from `medusa user`)', () => {
    expect(
      secretProblems(
        { JWT_SECRET: strong, COOKIE_SECRET: strong.slice(1), OPS_SECRET: strong.slice(2), EDGE_SECRET: strong.slice(3), MFA_ENCRYPTION_KEY: strong.slice(4) },
        BACKEND_SECRETS,
      ),
    ).toEqual([])
  })
  it('names missing, blank and short secrets', () => {
    expect(secretProblems({ JWT_SECRET: '', COOKIE_SECRET: '   ', OPS_SECRET: 'short', ADMIN_PASSWORD: 'geheim' }, BACKEND_SECRETS)).toEqual([
      'JWT_SECRET is not set',
      'COOKIE_SECRET is not set',
      'OPS_SECRET is shorter than 32 characters',
      'EDGE_SECRET is not set',
      'MFA_ENCRYPTION_KEY is not set',
      'ADMIN_PASSWORD is shorter than 12 characters',
    ])
  })
  it("refuses Medusa's own fallback and edited example values", () => {
    expect(
      secretProblems(
        {
          JWT_SECRET: 'supersecret',
          COOKIE_SECRET: `dev-only-${strong}`,
          OPS_SECRET: `${strong}-CHANGE-ME`,
          EDGE_SECRET: strong,
          MFA_ENCRYPTION_KEY: strong.slice(4),
        },
        BACKEND_SECRETS,
      ),
    ).toEqual([
      'JWT_SECRET holds the development value of .env.example',
      'COOKIE_SECRET holds the development value of .env.example',
      'OPS_SECRET holds the development value of .env.example',
    ])
  })
  it('says which variables to set and how', () => {
    const message = secretsMessage(secretProblems({}, WORKER_SECRETS), 'the worker')
    expect(message).toContain('OPS_SECRET is not set')
    expect(message).toContain('EDGE_SECRET is not set')
    expect(message).toContain('openssl rand -hex 32')
  })
})

describe('productionConfigProblems (worker)', () => {
  it('lets the local stack run on the example values (no ENVIRONMENT)', () => {
    expect(productionConfigProblems({ OPS_SECRET: exampleOpsSecret, MEDUSA_BACKEND_URL: 'http://localhost:9000', MEDUSA_PUBLISHABLE_KEY: '' })).toEqual([])
  })
  it('accepts a complete production configuration', () => {
    expect(productionConfigProblems(good)).toEqual([])
  })
  it('refuses the example secrets, a missing key and a local back end in production', () => {
    expect(
      productionConfigProblems({
        ENVIRONMENT: 'production',
        OPS_SECRET: exampleOpsSecret,
        EDGE_SECRET: exampleEdgeSecret,
        MEDUSA_BACKEND_URL: 'http://localhost:9000',
        MEDUSA_PUBLISHABLE_KEY: '',
      }),
    ).toEqual([
      'OPS_SECRET holds the development value of .env.example',
      'EDGE_SECRET holds the development value of .env.example',
      'MEDUSA_PUBLISHABLE_KEY is not a publishable key (pk_…)',
      "MEDUSA_BACKEND_URL points at this machine (the local stack's value)",
    ])
  })
  it('refuses an empty or missing secret and a back end without TLS', () => {
    expect(productionConfigProblems({ ...good, OPS_SECRET: '', EDGE_SECRET: undefined, MEDUSA_BACKEND_URL: 'http://api.goldhaus.de' })).toEqual([
      'OPS_SECRET is not set',
      'EDGE_SECRET is not set',
      'MEDUSA_BACKEND_URL must use https',
    ])
    expect(productionConfigProblems({ ...good, MEDUSA_BACKEND_URL: 'not a url' })).toEqual(['MEDUSA_BACKEND_URL is not a URL (not a url)'])
  })
  it("refuses wrangler.toml's [env.production] placeholders as shipped (a `wrangler deploy` past `npm run deploy`'s check)", () => {
    const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8')
    const section = toml.slice(toml.indexOf('[env.production.vars]')).split(/\n\[/)[0]!
    const vars = Object.fromEntries([...section.matchAll(/^([A-Z_]+) = "(.*)"$/gm)].map(([, name, value]) => [name!, value!]))
    expect(vars.ENVIRONMENT).toBe('production')
    // the vars as wrangler deploys them, with secrets of its own (only the placeholders are wrong)
    const deployed = { ...vars, OPS_SECRET: strong, EDGE_SECRET: strong.slice(3), MEDUSA_PUBLISHABLE_KEY: 'pk_01abc' } as Parameters<
      typeof productionConfigProblems
    >[0]
    expect(productionConfigProblems(deployed)).toEqual([
      'MEDUSA_BACKEND_URL is a placeholder address (api.juwelier.example): set the real one in wrangler.toml [env.production]',
      'MEDIA_ORIGIN is a placeholder address (media.juwelier.example): set the real one in wrangler.toml [env.production]',
      'MEDIA_UPLOAD_ORIGIN is a placeholder address (replace_with_account_id.r2.cloudflarestorage.com): set the real one in wrangler.toml [env.production]',
    ])
  })
  it('checks the media storage, its upload API and a hosted Meilisearch only when they are set', () => {
    expect(productionConfigProblems({ ...good, MEDIA_ORIGIN: '', MEDIA_UPLOAD_ORIGIN: '', MEILISEARCH_HOST: '', MEILISEARCH_SEARCH_KEY: '' })).toEqual([])
    const own = {
      MEDIA_ORIGIN: 'https://media.goldhaus.de',
      MEDIA_UPLOAD_ORIGIN: 'https://0123abcd.r2.cloudflarestorage.com',
      MEILISEARCH_HOST: 'https://ms-1.meilisearch.io',
      MEILISEARCH_SEARCH_KEY: 'search-key',
    }
    expect(productionConfigProblems({ ...good, ...own })).toEqual([])
    expect(
      productionConfigProblems({
        ...good,
        ...own,
        MEDIA_ORIGIN: 'http://media.goldhaus.de',
        MEILISEARCH_HOST: 'https://search.shop.test',
        MEILISEARCH_SEARCH_KEY: '',
      }),
    ).toEqual([
      'MEDIA_ORIGIN must use https',
      'MEILISEARCH_HOST is a placeholder address (search.shop.test): set the real one in wrangler.toml [env.production]',
      'MEILISEARCH_SEARCH_KEY is not set (the search-only key of MEILISEARCH_HOST)',
    ])
  })
  it("takes live payments only: Stripe's publishable key, when set, is a live one", () => {
    expect(productionConfigProblems({ ...good, STRIPE_PUBLISHABLE_KEY: 'pk_live_51Abc' })).toEqual([])
    expect(productionConfigProblems({ ...good, STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY is a test key (pk_test_…): production takes live payments (pk_live_…)',
    ])
    expect(productionConfigProblems({ ...good, STRIPE_PUBLISHABLE_KEY: 'sk_live_51Abc' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY is not a publishable key (pk_live_…): the browser sees it',
    ])
  })
})
