import { createStep, createWorkflow, StepResponse, WorkflowResponse } from '@medusajs/framework/workflows-sdk'
import { searchTarget } from '../search-index/index-client'
import { applyToIndex, documentsFor, reindexAll } from '../search-index/sync'

/** `productIds`: index these products (deleting those that are gone); none: rebuild the whole index. */
export type SyncSearchIndexInput = { productIds?: string[] }
type SyncResult = { documents?: number; deleted?: number; skipped?: string }

const syncSearchIndexStep = createStep('sync-search-index', async (input: SyncSearchIndexInput, { container }): Promise<StepResponse<SyncResult>> => {
  const target = searchTarget()
  if (!target) return new StepResponse<SyncResult>({ skipped: 'no search target: set MEILISEARCH_HOST, or STOREFRONT_URL and OPS_SECRET' })
  if (!input.productIds) return new StepResponse<SyncResult>(await reindexAll(container, target))
  const { documents, missing } = await documentsFor(container, input.productIds)
  await applyToIndex(target, documents, missing)
  return new StepResponse<SyncResult>({ documents: documents.length, deleted: missing.length })
})

/**
 * Keeps index `products` in step with the catalogue, on the hosted Meilisearch or the worker's embedded
 * engine alike (search/index-client.ts). A search index is derived data: there is nothing to compensate,
 * a later run (or `npm run search:reindex`) repairs any gap.
 */
export const syncSearchIndexWorkflow = createWorkflow('sync-search-index-workflow', (input: SyncSearchIndexInput) => {
  return new WorkflowResponse(syncSearchIndexStep(input))
})
