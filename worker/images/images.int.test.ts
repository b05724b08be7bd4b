import { beforeAll, describe, expect, it } from 'vitest'
import { medusa } from '../../e2e/medusa'
import { WORKER_URL } from '../test/int'
import { webpSize } from '../test/webp-size'

// The image endpoint against the seeded back end's /static files, resized in workerd (IMAGE_RESIZING=wasm).

let source: string
let original: { width: number; height: number }

beforeAll(async () => {
  const { products } = await medusa.store.product.list({ fields: 'thumbnail', limit: 1 })
  const thumbnail = products[0]?.thumbnail
  if (!thumbnail) throw new Error('the seed has no product with a thumbnail')
  source = new URL(thumbnail, 'http://backend').pathname // Medusa may store it absolute; the endpoint wants /static/…
  const bytes = new Uint8Array(await (await fetch(`${WORKER_URL}/medusa${source}`)).arrayBuffer())
  original = webpSize(bytes)!
})

const image = (query: string) => fetch(`${WORKER_URL}/images?url=${encodeURIComponent(source)}&${query}`)

async function dimensions(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/webp')
  return webpSize(new Uint8Array(await response.arrayBuffer()))
}

describe('GET /images against the seeded media', () => {
  it('resizes a /static image to the requested breakpoint width, keeping its aspect ratio', async () => {
    expect(original.width).toBeGreaterThan(640)
    const size = await dimensions(await image('w=320&q=80'))
    expect(size).toEqual({ width: 320, height: Math.round((original.height * 320) / original.width) })
  })

  it('maps a 2x width to the next breakpoint and takes /medusa/static sources too', async () => {
    const response = await fetch(`${WORKER_URL}/images?url=${encodeURIComponent(`/medusa${source}`)}&w=630&q=95`)
    expect((await dimensions(response))?.width).toBe(640)
  })

  it('computes each variant once: the second request comes from the Cache API, immutable', async () => {
    await (await image('w=768&q=90')).arrayBuffer()
    const again = await image('w=768&q=90')
    expect(again.headers.get('x-image-cache')).toBe('HIT')
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await dimensions(again))?.width).toBe(768)
  })

  it('lowers the file size with the quality', async () => {
    const high = (await (await image('w=640&q=100')).arrayBuffer()).byteLength
    const low = (await (await image('w=640&q=30')).arrayBuffer()).byteLength
    expect(low).toBeLessThan(high)
  })

  it('answers 404 for a missing file and 400 for a foreign one', async () => {
    expect((await fetch(`${WORKER_URL}/images?url=/static/gibt-es-nicht.webp&w=320`)).status).toBe(404)
    const foreign = await fetch(`${WORKER_URL}/images?url=${encodeURIComponent('https://example.com/a.jpg')}&w=320`)
    expect(foreign.status).toBe(400)
    expect(((await foreign.json()) as { message: string }).message).toMatch(/not an image of the shop's media/)
  })
})
