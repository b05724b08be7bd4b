import { type Context, Hono } from 'hono'
import { FILTERABLE_ATTRIBUTES, SEARCH_INDEX, SEARCHABLE_ATTRIBUTES, type SearchDocument } from '../../../routes/search/search-document'
import type { AppEnv } from '../../env'
import { parseDocument } from '../engine/document-shape'
import { indexStatus, searchIndex, writeIndex } from '../engine/engine-state'
import { SearchError } from '../engine/errors'
import { allDocuments, deleteDocuments, documentCount, getDocument, putDocuments } from '../engine/orama-index'
import { indexNotFound, jsonBody, meiliError } from './meili-errors'

/**
 * The embedded engine's admin part of the Meilisearch API, under /ops/search (bearer OPS_SECRET, which
 * the meilisearch client sends as its API key): the back end's indexer writes documents here exactly as
 * it writes them to a hosted Meilisearch. Writes are applied and saved before the answer, so every task
 * this engine enqueues has already succeeded when the client asks for it.
 */
export const embeddedDocuments = new Hono<AppEnv>()

type TaskType = 'documentAdditionOrUpdate' | 'documentDeletion' | 'settingsUpdate' | 'indexCreation'
type Task = {
  uid: number
  indexUid: string
  status: 'succeeded'
  type: TaskType
  details: Record<string, unknown>
  error: null
  duration: string
  enqueuedAt: string
  startedAt: string
  finishedAt: string
}

const tasks = new Map<number, Task>()
let lastUid = 0

function task(c: Context, type: TaskType, details: Record<string, unknown>, started: number) {
  const uid = Math.max(lastUid + 1, Date.now())
  lastUid = uid
  const at = new Date(started).toISOString()
  const done = new Date().toISOString()
  tasks.set(uid, {
    uid,
    indexUid: SEARCH_INDEX,
    status: 'succeeded',
    type,
    details,
    error: null,
    duration: `PT${((Date.now() - started) / 1000).toFixed(3)}S`,
    enqueuedAt: at,
    startedAt: at,
    finishedAt: done,
  })
  if (tasks.size > 500) tasks.delete(tasks.keys().next().value!)
  return c.json({ taskUid: uid, indexUid: SEARCH_INDEX, status: 'enqueued', type, enqueuedAt: at }, 202)
}

function requireIndex(c: Context) {
  const uid = c.req.param('uid')
  if (uid !== SEARCH_INDEX) throw indexNotFound(uid ?? '')
}

async function documentsOf(c: Context): Promise<SearchDocument[]> {
  const body = await jsonBody(c)
  const list = Array.isArray(body) ? body : [body]
  return list.map(parseDocument)
}

embeddedDocuments.get('/health', (c) => c.json({ status: 'available' }))

/** Not Meilisearch's: the manifest of the saved index (the orchestrator asks whether one exists). */
embeddedDocuments.get('/status', async (c) => c.json(await indexStatus(c.env)))

embeddedDocuments.post('/indexes', async (c) => {
  const body = (await jsonBody(c)) as { uid?: unknown }
  if (body?.uid !== SEARCH_INDEX) throw new SearchError(`The embedded engine has one index, \`${SEARCH_INDEX}\``, 'invalid_index_uid')
  return task(c, 'indexCreation', { primaryKey: 'id' }, Date.now())
})

embeddedDocuments.get('/indexes/:uid', async (c) => {
  requireIndex(c)
  const status = await indexStatus(c.env)
  return c.json({ uid: SEARCH_INDEX, primaryKey: 'id', createdAt: status.manifest?.builtAt ?? null, updatedAt: status.manifest?.builtAt ?? null })
})

embeddedDocuments.get('/indexes/:uid/stats', async (c) => {
  requireIndex(c)
  return c.json({ numberOfDocuments: documentCount(await searchIndex(c.env)), isIndexing: false, fieldDistribution: {} })
})

/** The engine's settings are built in (orama-index.ts); an update is accepted so one indexer serves both engines. */
embeddedDocuments.get('/indexes/:uid/settings', (c) => {
  requireIndex(c)
  return c.json({
    searchableAttributes: SEARCHABLE_ATTRIBUTES,
    filterableAttributes: FILTERABLE_ATTRIBUTES,
    rankingRules: ['words', 'typo', 'attribute', 'exactness'],
  })
})
embeddedDocuments.patch('/indexes/:uid/settings', async (c) => {
  requireIndex(c)
  const started = Date.now()
  await jsonBody(c)
  return task(c, 'settingsUpdate', {}, started)
})

// addDocuments: replaces documents with the same id
embeddedDocuments.post('/indexes/:uid/documents', async (c) => {
  requireIndex(c)
  const started = Date.now()
  const docs = await documentsOf(c)
  await writeIndex(c.env, (index) => putDocuments(index, docs))
  return task(c, 'documentAdditionOrUpdate', { receivedDocuments: docs.length, indexedDocuments: docs.length }, started)
})

// updateDocuments: merges into documents with the same id
embeddedDocuments.put('/indexes/:uid/documents', async (c) => {
  requireIndex(c)
  const started = Date.now()
  const body = await jsonBody(c)
  const list = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[]
  await writeIndex(c.env, async (index) => {
    const docs = list.map((partial, n) => parseDocument({ ...(getDocument(index, String(partial?.id)) ?? {}), ...partial }, n))
    await putDocuments(index, docs)
  })
  return task(c, 'documentAdditionOrUpdate', { receivedDocuments: list.length, indexedDocuments: list.length }, started)
})

embeddedDocuments.post('/indexes/:uid/documents/delete-batch', async (c) => {
  requireIndex(c)
  const started = Date.now()
  const ids = await jsonBody(c)
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' || typeof id === 'number'))
    throw new SearchError('The body must be an array of document ids', 'invalid_document_ids')
  const deleted = await writeIndex(c.env, (index) => deleteDocuments(index, ids.map(String)))
  return task(c, 'documentDeletion', { providedIds: ids.length, deletedDocuments: deleted }, started)
})

embeddedDocuments.delete('/indexes/:uid/documents/:id', async (c) => {
  requireIndex(c)
  const started = Date.now()
  const deleted = await writeIndex(c.env, (index) => deleteDocuments(index, [c.req.param('id')]))
  return task(c, 'documentDeletion', { providedIds: 1, deletedDocuments: deleted }, started)
})

embeddedDocuments.delete('/indexes/:uid/documents', async (c) => {
  requireIndex(c)
  const started = Date.now()
  const deleted = await writeIndex(c.env, (index) =>
    deleteDocuments(
      index,
      allDocuments(index).map((doc) => doc.id),
    ),
  )
  return task(c, 'documentDeletion', { deletedDocuments: deleted }, started)
})

embeddedDocuments.get('/indexes/:uid/documents', async (c) => {
  requireIndex(c)
  const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 20) || 0, 0), 10_000)
  const offset = Math.max(Number(c.req.query('offset') ?? 0) || 0, 0)
  const fields = c.req
    .query('fields')
    ?.split(',')
    .map((field) => field.trim())
    .filter(Boolean)
  const docs = allDocuments(await searchIndex(c.env))
  const results = docs
    .slice(offset, offset + limit)
    .map((doc) => (fields && !fields.includes('*') ? Object.fromEntries(fields.filter((f) => f in doc).map((f) => [f, doc[f as keyof SearchDocument]])) : doc))
  return c.json({ results, offset, limit, total: docs.length })
})

embeddedDocuments.get('/indexes/:uid/documents/:id', async (c) => {
  requireIndex(c)
  const doc = getDocument(await searchIndex(c.env), c.req.param('id'))
  if (!doc) throw new SearchError(`Document \`${c.req.param('id')}\` not found.`, 'document_not_found', 404)
  return c.json(doc)
})

embeddedDocuments.get('/tasks/:uid', (c) => {
  const uid = Number(c.req.param('uid'))
  if (!Number.isInteger(uid) || uid <= 0) throw new SearchError('Task uid must be a positive integer', 'invalid_task_uids')
  // a task another isolate issued has succeeded as well: every write is applied before it is answered
  const known = tasks.get(uid)
  if (known) return c.json(known)
  const at = new Date(uid > 1e12 ? uid : Date.now()).toISOString()
  return c.json({
    uid,
    indexUid: SEARCH_INDEX,
    status: 'succeeded',
    type: 'documentAdditionOrUpdate',
    details: {},
    error: null,
    duration: 'PT0S',
    enqueuedAt: at,
    startedAt: at,
    finishedAt: at,
  })
})

embeddedDocuments.all('*', (c) =>
  c.json(
    {
      message: `The embedded search engine has no endpoint ${c.req.method} ${c.req.path}`,
      code: 'not_found',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#not_found',
    },
    404,
  ),
)
embeddedDocuments.onError(meiliError)
