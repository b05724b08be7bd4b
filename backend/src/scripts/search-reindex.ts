import type { ExecArgs } from '@medusajs/framework/types'
import { type SearchTarget, searchTarget } from '../search-index/index-client'
import { reindexAll } from '../search-index/sync'

/** `npm run search:reindex`: applies the index settings and rebuilds index `products` from the catalogue. */
export default async function searchReindex({ container }: ExecArgs) {
  const target = searchTarget()
  if (!target) throw new Error("search:reindex needs MEILISEARCH_HOST (hosted Meilisearch), or STOREFRONT_URL and OPS_SECRET (the worker's embedded engine)")
  const wait = Number(process.env.SEARCH_ENGINE_WAIT_MS ?? 0)
  if (wait) await engineAnswers(target, wait)
  const started = Date.now()
  console.log(`search: rebuilding index products on ${target.embedded ? `the embedded engine at ${target.host}` : target.host}`)
  const result = await reindexAll(container, target, (line) => console.log(line))
  console.log(`search: reindexed ${result.documents} documents, deleted ${result.deleted} stale ones in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * A stack start runs this while the worker is still starting (SEARCH_ENGINE_WAIT_MS): its engine is waited for until
 * it answers its health check, at most that long. Run by hand, the command does not wait.
 */
async function engineAnswers(target: SearchTarget, ms: number) {
  const { Meilisearch } = await import('meilisearch')
  const client = new Meilisearch({ host: target.host, apiKey: target.apiKey || undefined, timeout: 5_000 })
  for (const deadline = Date.now() + ms; !(await client.isHealthy()); ) {
    if (Date.now() > deadline) throw new Error(`the search engine at ${target.host} did not answer within ${ms / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
