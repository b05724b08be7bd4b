import type { ExecArgs } from "@medusajs/framework/types"
import { searchTarget } from "../search/index-client"
import { reindexAll } from "../search/sync"

/** `npm run search:reindex`: applies the index settings and rebuilds index `products` from the catalogue. */
export default async function searchReindex({ container }: ExecArgs) {
  const target = searchTarget()
  if (!target) throw new Error("search:reindex needs MEILISEARCH_HOST (hosted Meilisearch), or STOREFRONT_URL and OPS_SECRET (the worker's embedded engine)")
  const started = Date.now()
  console.log(`search: rebuilding index products on ${target.embedded ? `the embedded engine at ${target.host}` : target.host}`)
  const result = await reindexAll(container, target, (line) => console.log(line))
  console.log(`search: reindexed ${result.documents} documents, deleted ${result.deleted} stale ones in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
