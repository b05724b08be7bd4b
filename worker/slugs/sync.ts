import type { Bindings } from '../env'
import { medusa } from '../medusa/client'
import { INDEX_KEY, type SlugTranslationRow, SYNCED_AT_KEY, slugChanges, slugEntries } from './keys'

export type SlugSyncResult = { total: number; written: number; deleted: number }

/**
 * Copies Medusa's slug translations into KV `SLUGS` (both directions), deleting entries that
 * disappeared. The index key remembers what the last sync wrote, so only changes are written.
 */
export async function syncSlugTranslations(env: Bindings): Promise<SlugSyncResult> {
  const { translations } = await medusa(env).client.fetch<{ translations: SlugTranslationRow[] }>('/store/slug-translations')
  const next = slugEntries(translations)
  const previous = (await env.SLUGS.get<Record<string, string>>(INDEX_KEY, 'json')) ?? {}
  const { put, remove } = slugChanges(previous, next)
  for (const [key, value] of put) await env.SLUGS.put(key, value)
  for (const key of remove) await env.SLUGS.delete(key)
  await env.SLUGS.put(INDEX_KEY, JSON.stringify(next))
  await env.SLUGS.put(SYNCED_AT_KEY, new Date().toISOString())
  console.log(`slug sync: ${Object.keys(next).length} entries, ${put.length} written, ${remove.length} deleted`)
  return { total: Object.keys(next).length, written: put.length, deleted: remove.length }
}
