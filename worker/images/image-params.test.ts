import { describe, expect, it } from 'vitest'
import { mediaSource, parseImageParams } from './image-params'

const origins = { backendUrl: 'http://localhost:9000', mediaOrigin: 'https://media.shop.example' }
const parse = (query: Record<string, string>) => parseImageParams(query, origins)

describe('mediaSource', () => {
  it('resolves the back end media in every spelling to MEDUSA_BACKEND_URL/static', () => {
    expect(mediaSource('/static/ring.webp', origins)?.href).toBe('http://localhost:9000/static/ring.webp')
    expect(mediaSource('/medusa/static/ring.webp', origins)?.href).toBe('http://localhost:9000/static/ring.webp')
    expect(mediaSource('http://localhost:9000/static/ring.webp', origins)?.href).toBe('http://localhost:9000/static/ring.webp')
  })
  it('accepts the configured media origin only', () => {
    expect(mediaSource('https://media.shop.example/a/ring.jpg', origins)?.href).toBe('https://media.shop.example/a/ring.jpg')
    expect(mediaSource('https://media.shop.example/a/ring.jpg', { backendUrl: origins.backendUrl })).toBeNull()
    expect(mediaSource('https://evil.example/ring.jpg', origins)).toBeNull()
    expect(mediaSource('https://media.shop.example.evil.example/ring.jpg', origins)).toBeNull()
  })
  it('refuses other back end paths, traversal and odd URLs', () => {
    expect(mediaSource('/static/../admin/users', origins)).toBeNull()
    expect(mediaSource('/static/%2e%2e/admin/users', origins)).toBeNull()
    // spellings a later parser (Medusa's static files, the media host) could resolve differently
    for (const source of [
      '/static/..%2fadmin',
      '/static/..%5cadmin',
      '/static/..\\admin',
      '/static/%252e%252e/x.jpg',
      '/medusa/static/..%2F..%2Fmedusa-config.ts',
      'https://media.shop.example/a/..%2f..%2fsecret.jpg',
      'https://media.shop.example/a\\..\\b.jpg',
      '/static/%EF%BC%8E%EF%BC%8E/x.jpg',
    ]) {
      expect(mediaSource(source, origins), source).toBeNull()
    }
    expect(mediaSource('/medusa/store/products', origins)).toBeNull()
    expect(mediaSource('http://localhost:9000/admin/users', origins)).toBeNull()
    expect(mediaSource('//evil.example/static/x.jpg', origins)).toBeNull()
    expect(mediaSource('https://user:pw@media.shop.example/x.jpg', origins)).toBeNull()
    expect(mediaSource('/static/', origins)).toBeNull()
    expect(mediaSource('javascript:alert(1)', origins)).toBeNull()
    expect(mediaSource('not a url', origins)).toBeNull()
  })
})

describe('parseImageParams', () => {
  it('maps a width to the breakpoint at or above it and defaults the quality to 100', () => {
    const widths = [1, 315, 320, 630, 648, 700, 1024, 1296, 1536].map((w) => {
      const parsed = parse({ url: '/static/a.webp', w: String(w) })
      return parsed.ok ? parsed.value.width : parsed.message
    })
    expect(widths).toEqual([320, 320, 320, 640, 768, 768, 1024, 1536, 1536])
    expect(parse({ url: '/static/a.webp', w: '640' })).toMatchObject({ ok: true, value: { quality: 100 } })
    expect(parse({ url: '/static/a.webp', w: '640', q: '85' })).toMatchObject({ ok: true, value: { quality: 85 } })
  })
  it('refuses widths and qualities that are not whole numbers in range', () => {
    for (const w of ['0', '1537', '3072', '-5', '1.5', 'abc', '', '1e3']) {
      expect(parse({ url: '/static/a.webp', w })).toEqual({ ok: false, message: 'w must be a whole number from 1 to 1536' })
    }
    expect(parse({ url: '/static/a.webp' })).toMatchObject({ ok: false })
    for (const q of ['0', '101', 'high', '9.5']) {
      expect(parse({ url: '/static/a.webp', w: '320', q })).toEqual({ ok: false, message: 'q must be a whole number from 1 to 100' })
    }
  })
  it('explains a missing or foreign source', () => {
    expect(parse({ w: '320' })).toMatchObject({ ok: false, message: expect.stringMatching(/url is required/) })
    expect(parse({ url: 'https://evil.example/a.jpg', w: '320' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not an image of the shop's media/),
    })
  })
})
