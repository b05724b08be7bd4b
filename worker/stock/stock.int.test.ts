import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeOrderOf } from '../../e2e/medusa'
import { PATIENCE_MS } from '../../e2e/patience'
import { type StockFixture, stockFixture } from '../../e2e/stock-fixture'
import type { AvailabilityResponse, ProductDetail } from '../../routes/api-types'
import { getHtml } from '../test/html'
import { ok } from '../test/int'

// Stock shown is stock sold, against the real stack: Medusa's inventory and orders reach the edge-cached
// product page and /api within seconds, through the purge subscriber, and the live endpoint always.

let piece: StockFixture
const orders: string[] = []

beforeAll(async () => {
  piece = await stockFixture('e2e-bestand-int')
  await piece.setAvailable({ 'Gold 587': 3, 'Gold 750': 2, Platin: 1 })
})

afterAll(async () => {
  for (const order of orders) await piece.cancelOrder(order).catch((error) => console.warn(`order ${order} not canceled`, error))
  await piece?.setAvailable({ 'Gold 587': 3, 'Gold 750': 2, Platin: 1 })
})

const page = (variantId: string) => `/de/produkte/${piece.handle}?variant=${variantId}`
/** The availability line of the chosen variant as the server rendered it. */
const shown = (html: string) =>
  /data-testid="availability"[^>]*>(.*?)<\/p>/s
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, '')
    .trim() ?? ''

/** Reads until the condition holds (at most PATIENCE_MS): the purge runs after the back end's quiet time. */
async function within<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<{ value: T; after: number }> {
  const started = Date.now()
  let value = await read()
  while (!holds(value) && Date.now() - started < PATIENCE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    value = await read()
  }
  return { value, after: (Date.now() - started) / 1000 }
}

/** The page until it is served from the edge cache with the wanted line: the state a visitor meets. */
async function cachedPageSays(variantId: string, text: string) {
  const { value } = await within(
    () => getHtml(page(variantId)),
    (answer) => answer.headers.get('x-edge-cache') === 'HIT' && shown(answer.html) === text,
  )
  expect(shown(value.html)).toBe(text)
  expect(value.headers.get('x-edge-cache')).toBe('HIT')
}

describe('stock shown is stock sold', () => {
  it('a variant set to 0 in Medusa’s admin is sold out on its cached page and in /api within seconds', async () => {
    const gold587 = piece.variants['Gold 587']
    await cachedPageSays(gold587, 'Auf Lager')
    const detail = () => ok<ProductDetail>(`/api/products/de/de/${piece.handle}`)
    expect((await detail()).variants.find((variant) => variant.id === gold587)?.stock).toEqual({ status: 'in_stock', quantity: 3 })

    await piece.setAvailable({ 'Gold 587': 0 })

    const live = await ok<AvailabilityResponse>(`/api/availability/de/${piece.productId}`)
    expect(live.variants[gold587]).toEqual({ status: 'sold_out', quantity: 0 })
    const { value: html, after } = await within(
      () => getHtml(page(gold587)),
      (answer) => shown(answer.html) === 'Ausverkauft',
    )
    expect(shown(html.html), `still '${shown(html.html)}' after ${after} s`).toBe('Ausverkauft')
    expect(html.html).toMatch(/<button[^>]*disabled=""[^>]*data-variant-id="[^"]+"[^>]*>.*?Ausverkauft<\/button>/s)
    const { value: api } = await within(detail, (body) => body.variants.find((variant) => variant.id === gold587)?.in_stock === false)
    expect(api.variants.find((variant) => variant.id === gold587)?.stock).toEqual({ status: 'sold_out', quantity: 0 })
    // the English page of the same piece was purged with it
    const english = await within(
      () => getHtml(`/us/products/${piece.handleEn}?variant=${gold587}`),
      (answer) => shown(answer.html) === 'Sold out',
    )
    expect(shown(english.value.html)).toBe('Sold out')
  })

  it('an order of the last piece shows it sold out on the cached page, its cancellation for sale again', async () => {
    const platin = piece.variants.Platin
    await piece.setAvailable({ Platin: 1 })
    await cachedPageSays(platin, 'Nur noch 1 Stück auf Lager')

    const order = await placeOrderOf(platin, `bestand-${crypto.randomUUID().slice(0, 8)}@example.com`)
    orders.push(order.id)

    const { value, after } = await within(
      () => getHtml(page(platin)),
      (answer) => shown(answer.html) === 'Ausverkauft',
    )
    expect(shown(value.html), `still '${shown(value.html)}' after ${after} s`).toBe('Ausverkauft')
    expect((await ok<AvailabilityResponse>(`/api/availability/de/${platin}`)).variants[platin]).toEqual({ status: 'sold_out', quantity: 0 })

    // staff cancel the order: its reservation ends and the piece is for sale again, on the cached page too
    await piece.cancelOrder(order.id)
    orders.splice(orders.indexOf(order.id), 1)
    const back = await within(
      () => getHtml(page(platin)),
      (answer) => shown(answer.html) === 'Nur noch 1 Stück auf Lager',
    )
    expect(shown(back.value.html), `still '${shown(back.value.html)}' after ${back.after} s`).toBe('Nur noch 1 Stück auf Lager')
  })

  it('answers the live availability uncached, per product and per variant, with Medusa’s quantities', async () => {
    await piece.setAvailable({ 'Gold 750': 2 })
    const response = await fetch(`${process.env.WORKER_URL ?? 'http://localhost:8788'}/api/availability/de/${piece.productId}`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-edge-cache')).toBeNull()
    const body = (await response.json()) as AvailabilityResponse
    expect(body.product_id).toBe(piece.productId)
    expect(Object.keys(body.variants).sort()).toEqual(Object.values(piece.variants).sort())
    expect(body.variants[piece.variants['Gold 750']]).toEqual({ status: 'low_stock', quantity: 2 })
    const one = await ok<AvailabilityResponse>(`/api/availability/us/${piece.variants['Gold 750']}`)
    expect(one).toEqual({ product_id: piece.productId, variants: { [piece.variants['Gold 750']]: { status: 'low_stock', quantity: 2 } } })
    const missing = await fetch(`${process.env.WORKER_URL ?? 'http://localhost:8788'}/api/availability/de/prod_01NOTAPRODUCT`)
    expect(missing.status).toBe(404)
  })
})
