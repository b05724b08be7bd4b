// The measured side of scripts/bench/search-memory.mjs, bundled (worker/ is TypeScript) and run twice: imported by a
// fresh Node process (search-memory-child.mjs) and as a worker in workerd (search-memory-workerd.mjs). It calls the
// worker's own engine code one step at a time and keeps every intermediate alive until a later step drops it, so the
// runtime's heap can be read between steps: that is how the peaks inside one load or save become visible.
import { generatedSearchDocument } from '../../backend/src/scripts/catalogue/search-documents'
import { parseDocument } from '../../worker/search/engine/document-shape'
import { allDocuments, createIndex, deserialize, documentCount, putDocuments, serialize } from '../../worker/search/engine/orama-index'
import { parseSearchParams } from '../../worker/search/engine/params'
import { gunzip, loadIndex, readManifest, saveIndex } from '../../worker/search/engine/persist'
import { search } from '../../worker/search/engine/query'

// what search-memory.mjs needs to build the index as the worker does
export { createIndex, generatedSearchDocument, parseDocument, putDocuments, saveIndex }

/** Every step in order, with what it leaves alive. */
export const STEPS = [
  'baseline', // the engine's code only
  'string', // + the gunzipped JSON string (persist.ts gunzip)
  'parse', // + JSON.parse's objects: the string and the parsed data at once
  'drop-string', // the parsed data only
  'deserialize', // + Orama loading it (orama-index.ts deserialize): parsed data and index at once
  'clear', // nothing
  'load', // the worker's own load (persist.ts loadIndex): the index an isolate serves from
  'queries', // + what every keystroke of the bench's queries leaves behind
  'serialize', // + Orama's serialised form (a save, engine-state.ts writeIndex)
  'stringify', // + its JSON string
  'drop-save', // the index only
  'write', // a product update: one document replaced, the whole index saved as a new version (persist.ts saveIndex)
  'reload', // + the new version loaded while the old one still serves (engine-state.ts)
]

/** The steps of an isolate's life, for the run under a heap limit. */
export const LIFE = ['load', 'queries', 'write', 'reload']

const held = {}

/** Runs one step against KV `SEARCH_INDEX` (`kv`); returns a short note. */
export async function runStep(step, kv, queries = []) {
  const manifest = held.manifest ?? (await readManifest(kv))
  if (!manifest) throw new Error('KV holds no saved index')
  held.manifest = manifest
  switch (step) {
    case 'baseline':
      return ''
    case 'string':
      held.text = await gunzip(new Uint8Array(await kv.get(`products:${manifest.version}:0`, 'arrayBuffer')))
      return `${held.text.length} characters`
    case 'parse':
      held.raw = JSON.parse(held.text)
      return ''
    case 'drop-string':
      delete held.text
      return ''
    case 'deserialize':
      held.first = deserialize(held.raw)
      return ''
    case 'clear':
      for (const key of ['raw', 'first', 'text']) delete held[key]
      return ''
    case 'load':
      held.live = await loadIndex(kv, manifest)
      return `${documentCount(held.live)} documents`
    case 'queries': {
      let hits = 0
      for (const text of queries) {
        for (let n = 1; n <= text.length; n++) {
          const params = parseSearchParams({
            q: text.slice(0, n),
            limit: 10,
            attributesToHighlight: ['title', 'title_en', 'description', 'description_en'],
            rankingScoreThreshold: 0.1,
          })
          hits += search(held.live, params).hits.length
        }
      }
      if (!hits) throw new Error('the queries found nothing: the index is empty or broken')
      return `${hits} hits`
    }
    case 'serialize':
      held.saved = serialize(held.live)
      return ''
    case 'stringify':
      held.json = JSON.stringify(held.saved)
      return `${held.json.length} characters`
    case 'drop-save':
      delete held.saved
      delete held.json
      return ''
    case 'write': {
      const [doc] = allDocuments(held.live)
      await putDocuments(held.live, [{ ...doc, title: `${doc.title} (neu)` }])
      held.next = await saveIndex(kv, held.live, manifest)
      return held.next.version
    }
    case 'reload':
      held.second = await loadIndex(kv, held.next)
      if (documentCount(held.second) !== documentCount(held.live)) throw new Error('the reloaded index lost documents')
      return `${documentCount(held.second)} documents`
    default:
      throw new Error(`unknown step ${step}`)
  }
}

/** In workerd: POST /<step> with the queries as JSON runs that step against the SEARCH_INDEX binding. */
export default {
  async fetch(request, env) {
    const step = new URL(request.url).pathname.slice(1)
    if (step === 'noop') return new Response('')
    try {
      const queries = request.method === 'POST' ? await request.json() : []
      return new Response(await runStep(step, env.SEARCH_INDEX, queries))
    } catch (error) {
      return new Response(String(error?.stack ?? error), { status: 500 })
    }
  },
}
