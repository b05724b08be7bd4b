import type { HandleKind } from '../../i18n/segments'
import type { Locale } from '../../rules/languages'
import { fitsKvKey } from '../redirects/redirect-rules.mjs'

const HANDLE_KINDS: readonly HandleKind[] = ['product', 'category', 'collection']

/** KV `SLUGS` key of a handle: `product:de:ring-gold` holds the English handle `gold-ring`. */
export const slugKey = (kind: HandleKind, from: Locale, slug: string) => `${kind}:${from}:${slug}`

/** KV `SLUGS` key holding the JSON object `{ [slugKey]: translatedSlug }` written by the last sync. */
export const INDEX_KEY = 'meta:index'

/** KV `SLUGS` key holding the ISO time of the last successful sync (absent: never synced). */
export const SYNCED_AT_KEY = 'meta:synced-at'

export type SlugTranslationRow = { type: string; de?: string | null; en?: string | null }

/**
 * Both directions of every translation Medusa knows: `kind:de:x → y` and `kind:en:y → x`. A handle too
 * long for a KV key (512 bytes) is left out: such a URL cannot be translated, the rest of the sync goes on.
 */
export function slugEntries(rows: SlugTranslationRow[]): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const row of rows) {
    if (!(HANDLE_KINDS as readonly string[]).includes(row.type) || !row.de || !row.en) continue
    const kind = row.type as HandleKind
    if (!fitsKvKey(slugKey(kind, 'de', row.de)) || !fitsKvKey(slugKey(kind, 'en', row.en))) continue
    entries[slugKey(kind, 'de', row.de)] = row.en
    entries[slugKey(kind, 'en', row.en)] = row.de
  }
  return entries
}

/** What a sync must write and delete to turn the previous index into the next one. */
export function slugChanges(previous: Record<string, string>, next: Record<string, string>) {
  const put = Object.entries(next).filter(([key, value]) => previous[key] !== value)
  const remove = Object.keys(previous).filter((key) => !(key in next))
  return { put, remove }
}
