import Medusa from '@medusajs/js-sdk'
import { adminCredentials } from '../worker/test/html'
import { medusa } from './medusa'
import { shopLocation } from './shop-location'

/**
 * Pieces of the shop's own catalogue that belong to the stock tests: they sell them, set their inventory
 * and cancel their orders, and no other test's choice of "a variant in stock" can land on them (they cost
 * more than any of them looks for: 4,800 € and up). One per test file, as the files may run at the same
 * time. Published in the shop's sales channel, so their pages are real product pages, edge cache included.
 * They are made before any test runs (`stock-pieces.setup.ts`) and dated back to 2000, so they are never
 * "the newest product" that other tests and the bench take as a representative one.
 */
export const STOCK_PIECES = {
  'e2e-bestand-int': { de: 'Prüfstück Bestand (Integration)', en: 'Stock test piece (integration)' },
  'e2e-bestand-journey': { de: 'Prüfstück Bestand (Browser)', en: 'Stock test piece (browser)' },
  'e2e-bestand-kasse': { de: 'Prüfstück Kasse', en: 'Checkout test piece' },
  'e2e-bestand-sprache': { de: 'Prüfstück Sprache (Browser)', en: 'Language test piece (browser)' },
  'e2e-bestand-angebot': { de: 'Prüfstück Angebot (Browser)', en: 'Sale test piece (browser)' },
  'e2e-bestand-preisliste': { de: 'Prüfstück Preisliste (Integration)', en: 'Price list test piece (integration)' },
  'e2e-bestand-gruppenpreis': { de: 'Prüfstück Gruppenpreis (Browser)', en: 'Group price test piece (browser)' },
  'e2e-bestand-aktion': { de: 'Prüfstück Aktion (Browser)', en: 'Promotion test piece (browser)' },
  'e2e-bestand-ausfall': { de: 'Prüfstück Ausfall (Cluster)', en: 'Fault test piece (cluster)' },
} as const
export type StockPiece = keyof typeof STOCK_PIECES

export const ALLOYS = ['Gold 587', 'Gold 750', 'Platin'] as const
export type Alloy = (typeof ALLOYS)[number]

export type Currency = 'eur' | 'chf' | 'gbp' | 'usd'
/** What each alloy of a piece costs as made: Gold 587 4,800 €, Gold 750 4,900 €, Platin 5,000 € (US dollars 400 more, pounds 700 less). */
export const piecePrices = (alloy: Alloy): Record<Currency, number> => {
  const step = ALLOYS.indexOf(alloy) * 100
  return { eur: 4800 + step, chf: 4800 + step, gbp: 4100 + step, usd: 5200 + step }
}

export type StockFixture = {
  productId: string
  handle: string
  handleEn: string
  title: string
  /** variant id per alloy */
  variants: Record<Alloy, string>
  /** Sets what can be bought of each named variant (stocked = wanted + reserved: orders of earlier runs keep theirs). */
  setAvailable(wanted: Partial<Record<Alloy, number>>): Promise<void>
  /** Sets the price of a variant in the given currencies (the others stay), as staff would in the back office. */
  setPrices(alloy: Alloy, amounts: Partial<Record<Currency, number>>): Promise<void>
  /** Cancels an order of the test (its reservations end). */
  cancelOrder(orderId: string): Promise<void>
  /**
   * Puts a variant on a sale price list of its own at these amounts, as staff would in the back office (a list an
   * earlier run left behind goes first); `end()` deletes the list again.
   */
  onSale(alloy: Alloy, amounts: Partial<Record<Currency, number>>): Promise<{ end(): Promise<void> }>
}

const MEDUSA_URL = (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, '')

async function adminSdk(): Promise<Medusa> {
  const sdk = new Medusa({ baseUrl: MEDUSA_URL, auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } })
  const { email, password } = adminCredentials()
  const token = await sdk.auth.login('user', 'emailpass', { email, password })
  if (typeof token !== 'string') throw new Error('admin login needs more steps than this fixture takes')
  return sdk
}

/** What a seeded piece uses: the shop's sales channel, shipping profile, stock location and a picture. */
async function shopSetup(sdk: Medusa) {
  const { products } = await sdk.admin.product.list({ handle: 'gliederarmband-venezia', fields: 'id,thumbnail,*images,*sales_channels,shipping_profile.id' })
  const seeded = products[0] as (typeof products)[number] & { shipping_profile?: { id: string } | null }
  if (!seeded?.sales_channels?.length || !seeded.shipping_profile)
    throw new Error('the seeded Gliederarmband Venezia is missing its channel or shipping profile')
  const channelId = seeded.sales_channels[0].id
  const location = await shopLocation(sdk)
  return {
    channelId,
    shippingProfileId: seeded.shipping_profile.id,
    locationId: location.id,
    thumbnail: seeded.thumbnail,
    images: (seeded.images ?? []).map((image) => ({ url: image.url })),
  }
}

const PIECE_FIELDS = 'id,status,*variants,variants.inventory_items.inventory_item_id'

async function findPiece(sdk: Medusa, handle: string) {
  return (await sdk.admin.product.list({ handle, fields: PIECE_FIELDS })).products[0]
}

async function createPiece(sdk: Medusa, handle: StockPiece) {
  const setup = await shopSetup(sdk)
  const titles = STOCK_PIECES[handle]
  await sdk.admin.product.create({
    title: titles.de,
    handle,
    status: 'published',
    description: 'Ein Stück, das nur die automatischen Tests des Shops verkaufen.',
    thumbnail: setup.thumbnail ?? undefined,
    images: setup.images,
    shipping_profile_id: setup.shippingProfileId,
    sales_channels: [{ id: setup.channelId }],
    metadata: { title_en: titles.en, handle_en: `${handle}-en`, description_en: 'A piece only the shop’s automated tests sell.' },
    options: [{ title: 'Legierung', values: [...ALLOYS] }],
    variants: ALLOYS.map((alloy, index) => ({
      title: alloy,
      sku: `${handle.toUpperCase()}-${index + 1}`,
      options: { Legierung: alloy },
      manage_inventory: true,
      allow_backorder: false,
      prices: Object.entries(piecePrices(alloy)).map(([currency_code, amount]) => ({ currency_code, amount })),
    })),
  })
}

/** A connection to the stack's database (DATABASE_URL, which npm test passes). */
async function connect() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set: run the tests through `npm test`')
  const { Client } = await import('pg')
  const client = new Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  return client
}

/** One query on the stack's database. */
async function sql(text: string, values: unknown[]): Promise<number> {
  const client = await connect()
  try {
    return (await client.query(text, values)).rowCount ?? 0
  } finally {
    await client.end()
  }
}

/** Runs `step` while holding a lock of the stack's database, so the same step in another process waits for it. */
async function exclusively<T>(lock: number, step: () => Promise<T>): Promise<T> {
  const client = await connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lock])
    return await step()
  } finally {
    await client.end()
  }
}

// the lock of ensureStockPieces: an arbitrary number no other advisory lock of the shop uses
const STOCK_PIECES_LOCK = 1_995_001

/**
 * Makes every stock piece that is missing, publishes one left as a draft, and dates them back so listings
 * that show the newest first show them last; a change empties the edge cache, so no listing cached before
 * shows them first either. The journeys and the integration tests run side by side, each with this as their
 * globalSetup: the second waits for the first, then finds the pieces made.
 */
export function ensureStockPieces(): Promise<void> {
  return exclusively(STOCK_PIECES_LOCK, makeStockPieces)
}

async function makeStockPieces(): Promise<void> {
  const sdk = await adminSdk()
  for (const handle of Object.keys(STOCK_PIECES) as StockPiece[]) {
    const piece = await findPiece(sdk, handle)
    if (!piece) await createPiece(sdk, handle)
    else if (piece.status !== 'published') await sdk.admin.product.update(piece.id, { status: 'published' })
  }
  const dated = await sql(`UPDATE product SET created_at = '2000-01-01T00:00:00Z' WHERE handle = ANY($1) AND created_at > '2000-01-01T00:00:00Z'`, [
    Object.keys(STOCK_PIECES),
  ])
  if (dated) {
    const response = await fetch(`${(process.env.WORKER_URL ?? 'http://localhost:8788').replace(/\/+$/, '')}/ops/purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${process.env.OPS_SECRET ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'stock test pieces dated back' }),
    })
    if (!response.ok) throw new Error(`purge after dating the stock pieces back answered ${response.status}: ${await response.text()}`)
  }
}

/** A stock piece (made by `ensureStockPieces` before the tests) with what its tests need. */
export async function stockFixture(handle: StockPiece): Promise<StockFixture> {
  const sdk = await adminSdk()
  const setup = await shopSetup(sdk)
  const product = await findPiece(sdk, handle)
  if (!product) throw new Error(`the stock piece ${handle} is missing: e2e/stock-pieces.setup.ts makes it before the tests`)
  const handleEn = `${handle}-en`
  const variants = Object.fromEntries(ALLOYS.map((alloy) => [alloy, product.variants!.find((variant) => variant.title === alloy)!.id])) as Record<Alloy, string>
  const items = Object.fromEntries(
    product.variants!.map((variant) => [
      variant.id,
      (variant as { inventory_items?: { inventory_item_id: string }[] }).inventory_items?.[0]?.inventory_item_id,
    ]),
  )

  async function setAvailable(wanted: Partial<Record<Alloy, number>>) {
    for (const [alloy, available] of Object.entries(wanted) as [Alloy, number][]) {
      const item = items[variants[alloy]]
      if (!item) throw new Error(`${handle} ${alloy} has no inventory item`)
      const { inventory_levels } = await sdk.admin.inventoryItem.listLevels(item, { location_id: [setup.locationId] } as never)
      const level = inventory_levels[0]
      if (level) await sdk.admin.inventoryItem.updateLevel(item, setup.locationId, { stocked_quantity: available + Number(level.reserved_quantity ?? 0) })
      else await sdk.admin.inventoryItem.batchInventoryItemLocationLevels(item, { create: [{ location_id: setup.locationId, stocked_quantity: available }] })
    }
    // what the store API says now (no cache in between): the fixture is set once Medusa counts it
    const { products } = await medusa.store.product.list({ id: [product.id], fields: 'id,variants.id,+variants.inventory_quantity' })
    for (const [alloy, available] of Object.entries(wanted) as [Alloy, number][]) {
      const shown = products[0]?.variants?.find((variant) => variant.id === variants[alloy])?.inventory_quantity
      if (shown !== available) throw new Error(`${handle} ${alloy}: Medusa shows ${shown} available, wanted ${available}`)
    }
  }

  async function setPrices(alloy: Alloy, amounts: Partial<Record<Currency, number>>) {
    const variantId = variants[alloy]
    const { product: current } = await sdk.admin.product.retrieve(product!.id, { fields: 'id,variants.id,*variants.prices' })
    const prices = (current.variants?.find((variant) => variant.id === variantId)?.prices ?? []).map((price) => ({
      id: price.id,
      currency_code: price.currency_code,
      amount: amounts[price.currency_code as Currency] ?? price.amount,
    }))
    await sdk.admin.product.updateVariant(product!.id, variantId, { prices })
  }

  async function onSale(alloy: Alloy, amounts: Partial<Record<Currency, number>>) {
    const title = `Prüfangebot ${handle}`
    const { price_lists } = await sdk.admin.priceList.list({ q: title, fields: 'id,title' })
    for (const stale of price_lists.filter((list) => list.title === title)) await sdk.admin.priceList.delete(stale.id)
    const prices = Object.entries(amounts).map(([currency_code, amount]) => ({ currency_code, amount: amount!, variant_id: variants[alloy] }))
    const { price_list } = await sdk.admin.priceList.create({
      title,
      description: 'Ein Angebot der automatischen Tests',
      type: 'sale',
      status: 'active',
      prices,
    })
    return { end: async () => void (await sdk.admin.priceList.delete(price_list.id)) }
  }

  return {
    productId: product.id,
    handle,
    handleEn,
    title: STOCK_PIECES[handle].de,
    variants,
    setAvailable,
    setPrices,
    cancelOrder: async (orderId) => void (await sdk.admin.order.cancel(orderId)),
    onSale,
  }
}
