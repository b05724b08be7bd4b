import { exports } from 'cloudflare:workers'
import { type Meilisearch, MeilisearchApiError, type MeilisearchErrorResponse } from 'meilisearch'
import { afterAll, beforeAll, expect } from 'vitest'
import { searchClient } from '../../../../routes/search/search-client'
import type { SearchDocument } from '../../../../routes/search/search-document'
import { resetEngineState } from '../../engine/engine-state'
import { FIXTURE_DOCUMENTS } from '../../engine/fixtures'

/**
 * The real meilisearch client, with its own fetch, against the worker under test (workerd tests): requests
 * to https://shop.test go to the worker. The same client with MEILISEARCH_HOST talks to a hosted Meilisearch.
 */
export const ORIGIN = 'https://shop.test'

/** Routes the client's requests to the worker for the tests of a file. */
export function routeFetchToWorker() {
  const realFetch = globalThis.fetch
  beforeAll(async () => {
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      return url.startsWith(ORIGIN) ? exports.default.fetch(new Request(input, init)) : realFetch(input, init)
    }) as typeof fetch
    // the worker's first request waits for its start-up checks against the unreachable back end; the client's own
    // timeout (10 s) is for a search, not for that
    await exports.default.fetch(`${ORIGIN}/api/search/health`)
  }, 60_000)
  afterAll(() => {
    globalThis.fetch = realFetch
  })
}

/** The back end's indexer: the admin side under /ops/search with OPS_SECRET as the API key. */
export const admin = (): Meilisearch => searchClient({ host: `${ORIGIN}/ops/search`, apiKey: 'test-secret' }, ORIGIN)
/** The storefront's client: no host configured, so the embedded engine at /api/search. */
export const shop = (): Meilisearch => searchClient({ host: '', apiKey: '' }, ORIGIN)

/** Replaces the index's documents, starting from KV (no index in memory). */
export async function seed(docs: SearchDocument[] = FIXTURE_DOCUMENTS) {
  resetEngineState()
  const index = admin().index('products')
  await index.deleteAllDocuments().waitTask()
  const task = await index.addDocuments(docs).waitTask()
  expect(task.status).toBe('succeeded')
}

/** The status and Meilisearch error body a request of the client was refused with. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: MeilisearchErrorResponse }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(MeilisearchApiError)
  return { status: (error as MeilisearchApiError).response.status, body: (error as MeilisearchApiError).cause as unknown as MeilisearchErrorResponse }
}
