import type { RawData } from '@orama/orama'
import { deserialize, documentCount, type SearchIndex, serialize } from './orama-index'

/**
 * The embedded index in KV `SEARCH_INDEX`: Orama's serialised database as gzip'd JSON, split into chunks
 * below KV's 25 MiB value limit (10,000 products are about 4 MB gzip'd, one chunk), and a small manifest
 * naming the current version. A new version is written chunks first, manifest last, so a reader never
 * sees half of one; the version before the previous one is deleted (an isolate may still be reading the
 * previous one).
 */
export type Manifest = { version: string; chunks: number; bytes: number; documents: number; builtAt: string; previous?: string }

export const MANIFEST_KEY = 'products:manifest'
const CHUNK_BYTES = 20 * 1024 * 1024
const chunkKey = (version: string, n: number) => `products:${version}:${n}`

type Kv = Pick<KVNamespace, 'get' | 'put' | 'delete'>

async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

export async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))
  return new Response(stream).text()
}

export async function readManifest(kv: Kv): Promise<Manifest | null> {
  return kv.get<Manifest>(MANIFEST_KEY, 'json')
}

/** Loads the version a manifest names; null when its chunks are gone (a newer version replaced them meanwhile). */
export async function loadIndex(kv: Kv, manifest: Manifest): Promise<SearchIndex | null> {
  const chunks = await Promise.all(Array.from({ length: manifest.chunks }, (_, n) => kv.get(chunkKey(manifest.version, n), 'arrayBuffer')))
  if (chunks.some((chunk) => chunk === null)) return null
  const bytes = new Uint8Array(manifest.bytes)
  let offset = 0
  for (const chunk of chunks as ArrayBuffer[]) {
    bytes.set(new Uint8Array(chunk), offset)
    offset += chunk.byteLength
  }
  return deserialize(JSON.parse(await gunzip(bytes)) as RawData)
}

/** Writes the index as a new version and makes it current; returns its manifest. */
export async function saveIndex(kv: Kv, index: SearchIndex, current: Manifest | null): Promise<Manifest> {
  const bytes = await gzip(JSON.stringify(serialize(index)))
  const version = `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 6)}`
  const chunks = Math.max(1, Math.ceil(bytes.byteLength / CHUNK_BYTES))
  for (let n = 0; n < chunks; n++) await kv.put(chunkKey(version, n), bytes.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES))
  const manifest: Manifest = {
    version,
    chunks,
    bytes: bytes.byteLength,
    documents: documentCount(index),
    builtAt: new Date().toISOString(),
    previous: current?.version,
  }
  await kv.put(MANIFEST_KEY, JSON.stringify(manifest))
  if (current?.previous) await deleteVersion(kv, current.previous, current.chunks + 1)
  return manifest
}

async function deleteVersion(kv: Kv, version: string, upTo: number) {
  await Promise.all(Array.from({ length: upTo }, (_, n) => kv.delete(chunkKey(version, n))))
}
