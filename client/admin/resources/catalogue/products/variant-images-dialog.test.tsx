// @vitest-environment jsdom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import recorded from '../../../test/recorded-answers.json'
import { cleanup, press, renderAdmin, waitFor } from '../../../test/render-admin'
import type { Variant } from './product-variants'
import { VariantImages } from './variant-images-dialog'

type RecordedProduct = { id: string; images: { id: string; url: string; rank: number }[]; variants: { id: string; title: string }[] }
const PRODUCT_PATH = '/admin/products/prod_01M8H7KNMGBDW7WBNMCPKMZJW4'
const { product } = (recorded as unknown as Record<string, { product: RecordedProduct }>)[PRODUCT_PATH]
const [gold48, gold50] = product.variants as unknown as Variant[]
// the recorded ring's second picture assigned to its size 50: the answer Medusa gives for `images.variants.id`
const pictures = product.images.map((image, index) => ({ ...image, variants: index === 1 ? [{ id: gold50.id }] : [] }))

const posted: { path: string; body: unknown }[] = []
beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin)
    const path = url.pathname.replace(/^\/admin\/api/, '')
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    if (init?.method === 'POST') {
      posted.push({ path, body: JSON.parse(String(init.body)) })
      return json({})
    }
    if (path === PRODUCT_PATH) return json({ product: { id: product.id, images: pictures } })
    return new Response(JSON.stringify({ message: `nothing recorded for ${path}` }), { status: 404 })
  })
})
afterAll(() => vi.unstubAllGlobals())
afterEach(() => {
  posted.length = 0
  return cleanup()
})

const boxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')]

describe("a variant's pictures", () => {
  it('shows the ones assigned, assigns the chosen ones and makes the first the cart picture', async () => {
    await renderAdmin(<VariantImages productId={product.id} variant={gold48} onClose={() => undefined} />, '/', 'de')
    await waitFor(() => boxes().length === 3, 'the product pictures')
    expect(boxes().map((box) => box.checked)).toEqual([false, false, false])
    expect(document.body.textContent).toContain('auch bei 1 anderen Varianten')
    await act(async () => boxes()[2].click())
    await act(async () => boxes()[1].click())
    await press('Bilder speichern')
    await waitFor(() => posted.length === 2, 'both calls')
    const base = `/admin/products/${product.id}/variants/${gold48.id}`
    expect(posted[0]).toEqual({ path: `${base}/images/batch`, body: { add: [pictures[2].id, pictures[1].id], remove: [] } })
    // the first in the product's order, not the first clicked
    expect(posted[1]).toEqual({ path: base, body: { thumbnail: pictures[1].url } })
  })

  it('takes a picture away again, leaving the variant without a picture of its own', async () => {
    await renderAdmin(<VariantImages productId={product.id} variant={gold50} onClose={() => undefined} />, '/', 'en')
    await waitFor(() => boxes().length === 3, 'the product pictures')
    expect(boxes().map((box) => box.checked)).toEqual([false, true, false])
    await act(async () => boxes()[1].click())
    await press('Save pictures')
    await waitFor(() => posted.length === 2, 'both calls')
    expect(posted[0].body).toEqual({ add: [], remove: [pictures[1].id] })
    expect(posted[1].body).toEqual({ thumbnail: null })
  })
})
