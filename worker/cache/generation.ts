import type { Bindings } from '../env'

/** KV key of the cache generation; every HTML and /api cache key carries its value. */
export const GENERATION_KEY = 'cache-generation'
/** How long an isolate trusts its copy: a purge reaches every isolate within this (plus KV's own propagation). */
const MEMO_MS = 5_000

let memo: { value: string; until: number } | undefined

/** The current generation ('0' before the first purge), read from KV at most every few seconds. */
export async function cacheGeneration(env: Pick<Bindings, 'CACHE_META'>): Promise<string> {
  const now = Date.now()
  if (memo && memo.until > now) return memo.value
  const value = (await env.CACHE_META.get(GENERATION_KEY)) ?? '0'
  memo = { value, until: now + MEMO_MS }
  return value
}

/** Starts a new generation: every cached page and /api answer is a miss from now on. */
export async function bumpCacheGeneration(env: Pick<Bindings, 'CACHE_META'>): Promise<string> {
  const value = `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`
  await env.CACHE_META.put(GENERATION_KEY, value)
  memo = { value, until: Date.now() + MEMO_MS }
  return value
}
