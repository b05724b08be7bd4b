import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { webpSize } from '../test/webp-size'
import { encodeToWebp, resizeToWebp } from './wasm-resize'

const image = (query: string) => exports.default.fetch(`https://shop.test/images?${query}`)

async function failure(query: string) {
  const response = await image(query)
  return { status: response.status, message: ((await response.json()) as { message: string }).message }
}

describe('GET /images', () => {
  it('refuses every source outside the shop media with 400 and a message', async () => {
    for (const url of [
      'https://evil.example/ring.jpg',
      '/static/../admin/users',
      '/medusa/store/products',
      '//evil.example/static/x.jpg',
      'http://127.0.0.1:9/admin/x',
    ]) {
      expect(await failure(`url=${encodeURIComponent(url)}&w=320`)).toEqual({ status: 400, message: expect.stringMatching(/not an image of the shop's media/) })
    }
    expect(await failure('w=320')).toEqual({ status: 400, message: expect.stringMatching(/url is required/) })
  })

  it('refuses widths and qualities out of range with 400', async () => {
    expect(await failure('url=/static/a.webp&w=4000')).toEqual({ status: 400, message: 'w must be a whole number from 1 to 1536' })
    expect(await failure('url=/static/a.webp&w=wide')).toEqual({ status: 400, message: 'w must be a whole number from 1 to 1536' })
    expect(await failure('url=/static/a.webp')).toEqual({ status: 400, message: 'w must be a whole number from 1 to 1536' })
    expect(await failure('url=/static/a.webp&w=320&q=0')).toEqual({ status: 400, message: 'q must be a whole number from 1 to 100' })
    expect(await failure('url=/static/a.webp&w=320&q=101')).toEqual({ status: 400, message: 'q must be a whole number from 1 to 100' })
  })

  it('accepts an allowed source and says so when the back end cannot deliver it', async () => {
    // here MEDUSA_BACKEND_URL is unreachable on purpose: validation passed, the fetch failed
    expect(await failure('url=/static/a.webp&w=640&q=95')).toEqual({
      status: 503,
      message: expect.stringMatching(/back end is unreachable.*please try again in a moment/),
    })
  })
})

describe('WASM resizing inside workerd', () => {
  it('scales a WebP down to the requested width, keeping the aspect ratio', async () => {
    const width = 800
    const height = 700
    const pixels = new Uint8ClampedArray(width * height * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7) % 256))
    const source = await encodeToWebp({ data: pixels, width, height }, 90)
    const resized = await resizeToWebp(source, 320, 80)
    expect(webpSize(new Uint8Array(resized))).toEqual({ width: 320, height: 280 })
  })

  it('never scales up', async () => {
    const pixels = new Uint8ClampedArray(100 * 50 * 4).fill(200)
    const source = await encodeToWebp({ data: pixels, width: 100, height: 50 }, 90)
    expect(webpSize(new Uint8Array(await resizeToWebp(source, 640, 80)))).toEqual({ width: 100, height: 50 })
  })

  it('refuses bytes that are not an image', async () => {
    await expect(resizeToWebp(new TextEncoder().encode('<html>not an image</html>').buffer as ArrayBuffer, 320, 80)).rejects.toThrow(/not a JPEG, PNG or WebP/)
  })
})
