import { describe, expect, it } from 'vitest'
import { essenceOf, extensionOf, fileHeaders, isUploadType, storedDisposition, typeOfExtension } from './upload-types'

describe('what the shop accepts as an upload', () => {
  it("takes its pictures, videos and the import's CSV, by type without parameters or case", () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
      'video/mp4',
      'video/webm',
      'text/csv',
      'Image/PNG',
      'text/csv; charset=utf-8',
    ]) {
      expect(isUploadType(type), type).toBe(true)
    }
    for (const type of [
      'image/svg+xml',
      'text/html',
      'application/xhtml+xml',
      'text/xml',
      'application/pdf',
      'text/plain',
      'video/quicktime',
      '',
      null,
      undefined,
    ]) {
      expect(isUploadType(type), String(type)).toBe(false)
    }
    expect(essenceOf(' Text/CSV ; charset=UTF-8')).toBe('text/csv')
  })

  it('names the type of an extension, and the extension of a name', () => {
    expect(typeOfExtension('JPG')).toBe('image/jpeg')
    expect(typeOfExtension('.jpeg')).toBe('image/jpeg')
    expect(typeOfExtension('csv')).toBe('text/csv')
    expect(typeOfExtension('svg')).toBeNull()
    expect(typeOfExtension('')).toBeNull()
    expect(extensionOf('ring.final.PNG')).toBe('png')
    expect(extensionOf('ring')).toBe('')
    expect(extensionOf('dir.d/ring')).toBe('')
  })
})

describe('how a stored file is served', () => {
  it('shows pictures and videos inline, never sniffed, in a sandbox', () => {
    expect(fileHeaders('image/png')).toEqual({ 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox" })
    expect(fileHeaders('video/webm; codecs=vp9')).not.toHaveProperty('content-disposition')
    expect(storedDisposition('image/avif')).toBeUndefined()
  })

  it('makes everything else a download: CSV, SVG and HTML an older upload left, an unknown or missing type', () => {
    for (const type of ['text/csv', 'image/svg+xml', 'text/html; charset=utf-8', 'application/octet-stream', '', null]) {
      expect(fileHeaders(type)['content-disposition'], String(type)).toBe('attachment')
      expect(fileHeaders(type)['content-security-policy']).toBe("default-src 'none'; sandbox")
      expect(storedDisposition(type)).toBe('attachment')
    }
  })
})
