import type { Bindings } from '../../env'
import { optionalSubrequest, SubrequestSpared } from '../../faults/subrequest-budget'
import { createIndex, type SearchIndex } from './orama-index'
import { loadIndex, type Manifest, readManifest, saveIndex } from './persist'

/**
 * The embedded index of this isolate: loaded from KV once, then reused by every request. Every few
 * seconds a request looks at the manifest; when another isolate wrote a newer version, that version is
 * loaded in the background while searches go on against the one in memory.
 */
type Loaded = { index: SearchIndex; manifest: Manifest | null; checkedAt: number }

const CHECK_MS = 5_000

let loaded: Loaded | null = null
let loading: Promise<Loaded> | null = null
/** Writes in this isolate run one after the other (each reads, changes and saves the whole index). */
let writes: Promise<unknown> = Promise.resolve()

type Env = Pick<Bindings, 'SEARCH_INDEX'>
type WaitUntil = ((promise: Promise<unknown>) => void) | undefined

async function load(env: Env, manifest: Manifest | null): Promise<Loaded> {
  if (!manifest) return { index: createIndex(), manifest: null, checkedAt: Date.now() }
  const started = Date.now()
  const index = await loadIndex(env.SEARCH_INDEX, manifest)
  if (!index) {
    // replaced while we read it: take whatever is current now
    return load(env, await readManifest(env.SEARCH_INDEX))
  }
  console.log(`search index ${manifest.version} loaded: ${manifest.documents} documents, ${manifest.bytes} bytes in ${Date.now() - started} ms`)
  return { index, manifest, checkedAt: Date.now() }
}

function startLoading(env: Env, manifest: Manifest | null): Promise<Loaded> {
  loading ??= load(env, manifest).then(
    (fresh) => {
      loaded = fresh
      loading = null
      return fresh
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The index to search: the one in memory, unless there is none yet (then the request waits for it). */
export async function searchIndex(env: Env, waitUntil?: WaitUntil): Promise<SearchIndex> {
  const now = Date.now()
  if (loaded && now - loaded.checkedAt < CHECK_MS) return loaded.index
  if (!loaded) return (await (loading ?? startLoading(env, await readManifest(env.SEARCH_INDEX)))).index
  loaded.checkedAt = now
  const current = loaded
  let manifest: Manifest | null
  try {
    // only whether another isolate wrote a newer version: the one in memory answers if the budget spares it
    manifest = await optionalSubrequest('KV SEARCH_INDEX', () => readManifest(env.SEARCH_INDEX))
  } catch (error) {
    if (error instanceof SubrequestSpared) return current.index
    throw error
  }
  if (manifest?.version !== loaded.manifest?.version) {
    const next = startLoading(env, manifest)
    if (waitUntil) waitUntil(next.catch((error: unknown) => console.error('search index reload failed', error)))
    else await next
  }
  return loaded.index
}

/** What the status endpoint reports. */
export async function indexStatus(env: Env) {
  const manifest = await readManifest(env.SEARCH_INDEX)
  return { manifest, loadedVersion: loaded?.manifest?.version ?? null }
}

/**
 * Changes the index and saves it as a new version. The change runs against the current version in KV
 * (loaded first if this isolate holds an older one), so writes through different isolates build on
 * each other; the back end sends its writes one at a time.
 */
export function writeIndex<T>(env: Env, change: (index: SearchIndex) => Promise<T>): Promise<T> {
  const run = async () => {
    const manifest = await readManifest(env.SEARCH_INDEX)
    const current = loaded && loaded.manifest?.version === manifest?.version ? loaded : await startLoading(env, manifest)
    const result = await change(current.index)
    const saved = await saveIndex(env.SEARCH_INDEX, current.index, manifest)
    loaded = { index: current.index, manifest: saved, checkedAt: Date.now() }
    return result
  }
  const next = writes.then(run, run)
  writes = next.catch(() => undefined)
  return next
}

/** Forgets the index in memory (tests start each case from KV). */
export function resetEngineState() {
  loaded = null
  loading = null
}
