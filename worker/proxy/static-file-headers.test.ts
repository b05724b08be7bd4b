import { describe, expect, it } from 'vitest'
import { addStaticFileHeaders } from './static-file-headers'

const served = (path: string, contentType?: string, status = 200) => {
  const headers = new Headers(contentType ? { 'content-type': contentType } : {})
  addStaticFileHeaders(path, status, headers)
  return Object.fromEntries(headers)
}

describe("the back end's stored files on the shop's origin", () => {
  it('shows pictures and videos inline, never sniffed, in a sandbox', () => {
    expect(served('/static/ring.png', 'image/png')).toEqual({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    })
    expect(served('/static/film.webm', 'video/webm')).not.toHaveProperty('content-disposition')
  })

  it('makes SVG, HTML, CSV and files without a type downloads, with the sandbox too', () => {
    for (const type of ['image/svg+xml', 'text/html; charset=UTF-8', 'text/csv; charset=UTF-8', undefined]) {
      expect(served('/static/x', type), String(type)).toMatchObject({
        'content-disposition': 'attachment',
        'content-security-policy': "default-src 'none'; sandbox",
        'x-content-type-options': 'nosniff',
      })
    }
  })

  it('keeps the disposition of the cached answer when the back end says 304 (it names no type then)', () => {
    expect(served('/static/ring.png', undefined, 304)).toEqual({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    })
  })

  it('leaves the API answers of the pass-through alone', () => {
    expect(served('/store/products', 'application/json')).toEqual({ 'content-type': 'application/json' })
    expect(served('/admin/uploads', 'text/html')).toEqual({ 'content-type': 'text/html' })
  })
})
