import { Meilisearch } from 'meilisearch'
import type { AdminApi } from './admin-staff'
import { WORKER_URL } from './browser'

/** The storefront's engine as the palette asks it (no MEILISEARCH_HOST on the test stack: the embedded one). */
const products = new Meilisearch({ host: `${WORKER_URL}/api/search` }).index('products')

export type SearchProduct = { title: string; handle: string; collectionId?: string; prices?: number[] }

/**
 * Creates published products in one batch (one request, as an import would), in the default sales channel,
 * priced in every store currency; `prices` with two amounts gives two variants ("from" prices).
 */
export async function createSearchProducts(api: AdminApi, items: SearchProduct[]): Promise<string[]> {
  const { stores } = await api.admin.store.list({ fields: 'id,default_sales_channel_id,*supported_currencies' })
  const store = stores[0]
  const currencies = (store.supported_currencies ?? []).map((currency) => currency.currency_code)
  const { created } = await api.admin.product.batch({
    create: items.map(({ title, handle, collectionId, prices = [990] }) => ({
      title,
      handle,
      status: 'published' as const,
      collection_id: collectionId,
      sales_channels: [{ id: store.default_sales_channel_id! }],
      options: [{ title: 'Ausführung', values: prices.map((_, i) => `Stufe ${i + 1}`) }],
      variants: prices.map((amount, i) => ({
        title: `Stufe ${i + 1}`,
        manage_inventory: false,
        options: { Ausführung: `Stufe ${i + 1}` },
        prices: currencies.map((currency_code) => ({ currency_code, amount })),
      })),
      metadata: { title_en: `${title} (en)`, handle_en: `${handle}-en` },
    })),
  })
  return created.map((product) => product.id)
}

/** Waits until the engine finds `count` products for the word: the index follows the catalogue within seconds. */
export async function untilSearchable(word: string, count: number, seconds = 60) {
  let found = -1
  for (const end = Date.now() + seconds * 1000; Date.now() < end; ) {
    found = (await products.search(word, { limit: 100, attributesToRetrieve: ['id'] })).estimatedTotalHits ?? 0
    if (found === count) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`not within ${seconds} s: ${count} products for "${word}" (found ${found})`)
}

export async function deleteProducts(api: AdminApi, ids: string[]) {
  if (ids.length) await api.admin.product.batch({ delete: ids }).catch((error: unknown) => console.error('cleanup failed', error))
}
