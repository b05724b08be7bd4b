import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { buildSearchDocument, type GraphProduct, isSearchable, SEARCH_PRODUCT_FIELDS, type SearchDocument } from './document'
import { type SearchTarget, searchIndexClient } from './index-client'
import { INDEX_SETTINGS } from './settings'

/** Documents per write: a few MB of JSON, well inside a Worker's request limit. */
const BATCH = 1000
const PAGE = 500

type Query = { graph(input: Record<string, unknown>): Promise<{ data: unknown[] }> }
const queryOf = (container: MedusaContainer) => container.resolve(ContainerRegistrationKeys.QUERY) as unknown as Query

/** The search documents of these products; ids that are gone or unpublished come back as `missing`. */
export async function documentsFor(container: MedusaContainer, ids: string[]): Promise<{ documents: SearchDocument[]; missing: string[] }> {
  const documents: SearchDocument[] = []
  for (let i = 0; i < ids.length; i += PAGE) {
    const { data } = await queryOf(container).graph({ entity: 'product', fields: SEARCH_PRODUCT_FIELDS, filters: { id: ids.slice(i, i + PAGE) } })
    documents.push(...(data as GraphProduct[]).filter(isSearchable).map(buildSearchDocument))
  }
  const found = new Set(documents.map((doc) => doc.id))
  return { documents, missing: ids.filter((id) => !found.has(id)) }
}

/** Every searchable product's document, page by page. */
async function* allDocuments(container: MedusaContainer): AsyncGenerator<SearchDocument[]> {
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await queryOf(container).graph({
      entity: 'product',
      fields: SEARCH_PRODUCT_FIELDS,
      pagination: { skip, take: PAGE, order: { id: 'ASC' } },
    })
    const products = data as GraphProduct[]
    yield products.filter(isSearchable).map(buildSearchDocument)
    if (products.length < PAGE) return
  }
}

/** Writes changed products and removes the missing ones; waits until the engine has applied both. */
export async function applyToIndex(target: SearchTarget, documents: SearchDocument[], missing: string[]) {
  const index = await searchIndexClient(target)
  for (let i = 0; i < documents.length; i += BATCH) await index.addDocuments(documents.slice(i, i + BATCH), { primaryKey: 'id' }).waitTask({ timeout: 120_000 })
  if (missing.length) await index.deleteDocuments(missing).waitTask({ timeout: 120_000 })
}

/**
 * Rebuilds the index from the catalogue without emptying it first (searches keep working): settings,
 * every document, then the documents of products that no longer exist are deleted.
 */
export async function reindexAll(container: MedusaContainer, target: SearchTarget, log: (line: string) => void = () => {}) {
  const index = await searchIndexClient(target)
  await index.updateSettings(INDEX_SETTINGS).waitTask({ timeout: 120_000 })
  const present = new Set<string>()
  let pending: SearchDocument[] = []
  const flush = async () => {
    if (!pending.length) return
    await index.addDocuments(pending, { primaryKey: 'id' }).waitTask({ timeout: 120_000 })
    log(`search: ${present.size} documents written`)
    pending = []
  }
  for await (const page of allDocuments(container)) {
    for (const doc of page) present.add(doc.id)
    pending.push(...page)
    if (pending.length >= BATCH) await flush()
  }
  await flush()
  const stale: string[] = []
  for (let offset = 0; ; offset += BATCH) {
    const { results } = await index.getDocuments({ fields: ['id'], limit: BATCH, offset })
    for (const doc of results) if (!present.has(String(doc.id))) stale.push(String(doc.id))
    if (results.length < BATCH) break
  }
  if (stale.length) await index.deleteDocuments(stale).waitTask({ timeout: 120_000 })
  return { documents: present.size, deleted: stale.length }
}
