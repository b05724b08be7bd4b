import type { Bindings } from '../env'
import { optionalSubrequest } from '../faults/subrequest-budget'

/** KV key of the cache generation; every HTML and /api cache key carries its value. */
const GENERATION_KEY = 'cache-generation'
/** KV keys of one product's generation: the cache keys of its page and /api detail carry it too. */
const PRODUCT_KEY_PREFIX = `${GENERATION_KEY}:product:`
/** How long an isolate trusts its copy: a purge reaches every isolate within this (plus KV's own propagation). */
const MEMO_MS = 5_000
/** Remembered product generations per isolate; past this the memo starts afresh rather than grow. */
const PRODUCT_MEMO_LIMIT = 2_000
/** Workers KV keys are at most 512 bytes. */
const KV_KEY_BYTES = 512

type KV = Pick<Bindings, 'CACHE_META'>
type Memo = { value: string; until: number }

let memo: Memo | undefined
const productMemo = new Map<string, Memo>()

const newGeneration = () => `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`

/** Workers KV takes one write per second to a key; a purge right after another of the same key waits and tries again once. */
const KV_WRITE_GAP_MS = 1_100

async function putGeneration(env: KV, key: string, value: string): Promise<void> {
  try {
    await env.CACHE_META.put(key, value)
  } catch (error) {
    console.warn(`cache generation ${key} not written, trying again`, error)
    await new Promise((resolve) => setTimeout(resolve, KV_WRITE_GAP_MS))
    await env.CACHE_META.put(key, value)
  }
}

/** The current generation ('0' before the first purge), read from KV at most every few seconds. */
export async function cacheGeneration(env: KV): Promise<string> {
  const now = Date.now()
  if (memo && memo.until > now) return memo.value
  const value = (await optionalSubrequest('KV CACHE_META', () => env.CACHE_META.get(GENERATION_KEY))) ?? '0'
  memo = { value, until: now + MEMO_MS }
  return value
}

/** Starts a new generation: every cached page and /api answer is a miss from now on. */
export async function bumpCacheGeneration(env: KV): Promise<string> {
  const value = newGeneration()
  await putGeneration(env, GENERATION_KEY, value)
  memo = { value, until: Date.now() + MEMO_MS }
  return value
}

/** The KV key of a handle's generation; a handle too long for a KV key is named by its SHA-256 instead. */
async function productGenerationKey(handle: string): Promise<string> {
  const key = PRODUCT_KEY_PREFIX + handle
  if (new TextEncoder().encode(key).length <= KV_KEY_BYTES) return key
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(handle))
  return `${PRODUCT_KEY_PREFIX}sha256:${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** The generation of one product's cached page and /api detail ('0' before its first purge). */
export async function productCacheGeneration(env: KV, handle: string): Promise<string> {
  const now = Date.now()
  const known = productMemo.get(handle)
  if (known && known.until > now) return known.value
  const key = await productGenerationKey(handle)
  const value = (await optionalSubrequest('KV CACHE_META', () => env.CACHE_META.get(key))) ?? '0'
  if (productMemo.size >= PRODUCT_MEMO_LIMIT) productMemo.clear()
  productMemo.set(handle, { value, until: now + MEMO_MS })
  return value
}

/**
 * Starts a new generation for these products' handles (both languages'): their pages in every country
 * and their /api details are misses from now on; every other cached page stays.
 */
export async function bumpProductGenerations(env: KV, handles: string[]): Promise<string> {
  const value = newGeneration()
  const until = Date.now() + MEMO_MS
  await Promise.all(
    [...new Set(handles)].map(async (handle) => {
      await putGeneration(env, await productGenerationKey(handle), value)
      productMemo.set(handle, { value, until })
    }),
  )
  return value
}
