import type { HandleKind } from '../../i18n/segments'
import type { Locale } from '../../rules/languages'
import { forgivingKv } from '../faults/forgiving-kv'
import { fitsKvKey } from '../redirects/redirect-rules.mjs'
import { SYNCED_AT_KEY, slugKey } from './keys'

/** KV reads are cached at the edge for a minute; a sync shows up everywhere within that. */
const KV_CACHE_TTL = 60

/**
 * Translates a handle between languages through KV `SLUGS`.
 * `exists` says whether the handle is known in `from`; `translatedSlug` is null when it is not (also while KV cannot
 * be read: the page then keeps its handle, and a product is found by scanning, as before the first sync).
 */
export async function translateSlug(
  slugs: KVNamespace,
  kind: HandleKind,
  slug: string,
  from: Locale,
  to: Locale,
): Promise<{ translatedSlug: string | null; exists: boolean }> {
  const key = slugKey(kind, from, slug)
  // a handle too long for a KV key is no handle of ours (and asking KV for it would throw)
  if (!fitsKvKey(key)) return { translatedSlug: null, exists: false }
  const translated = await forgivingKv(slugs, 'SLUGS').get(key, { cacheTtl: KV_CACHE_TTL })
  if (translated === null) return { translatedSlug: null, exists: false }
  return { translatedSlug: from === to ? slug : translated, exists: true }
}

/** The handle in `to`, or the handle itself when no translation is known. */
export async function translateHandle(slugs: KVNamespace, kind: HandleKind, slug: string, from: Locale, to: Locale) {
  if (from === to) return slug
  const { translatedSlug } = await translateSlug(slugs, kind, slug, from, to)
  return translatedSlug ?? slug
}

/** Whether a sync has filled KV `SLUGS`: then a missing key means the handle does not exist. */
export async function slugsSynced(slugs: KVNamespace): Promise<boolean> {
  return (await forgivingKv(slugs, 'SLUGS').get(SYNCED_AT_KEY, { cacheTtl: KV_CACHE_TTL })) !== null
}
