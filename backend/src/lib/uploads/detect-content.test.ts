import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { CSV, HTML_PAGE, MP4, PDF, picture, SVG_WITH_SCRIPT, WEBM } from '../../../test/uploads/test-files'
import { isCsvText } from './csv-text'
import { detectMediaStream, detectUpload } from './detect-content'

describe("an upload's type, decided by its content", () => {
  it("recognises the shop's pictures and videos by their magic bytes", async () => {
    expect(await detectUpload(await picture('png'), { csv: false })).toEqual({ mime: 'image/png', extension: 'png' })
    expect(await detectUpload(await picture('jpeg'), { csv: false })).toEqual({ mime: 'image/jpeg', extension: 'jpg' })
    expect(await detectUpload(await picture('webp'), { csv: false })).toEqual({ mime: 'image/webp', extension: 'webp' })
    expect(await detectUpload(await picture('avif'), { csv: false })).toEqual({ mime: 'image/avif', extension: 'avif' })
    expect(await detectUpload(await picture('gif'), { csv: false })).toEqual({ mime: 'image/gif', extension: 'gif' })
    expect(await detectUpload(MP4, { csv: false })).toEqual({ mime: 'video/mp4', extension: 'mp4' })
    expect(await detectUpload(WEBM, { csv: false })).toEqual({ mime: 'video/webm', extension: 'webm' })
  })

  it('refuses SVG, HTML, other known formats and text, whatever they are called', async () => {
    for (const bytes of [SVG_WITH_SCRIPT, HTML_PAGE, PDF, Buffer.from('just text'), Buffer.alloc(0)]) {
      expect(await detectUpload(bytes, { csv: false })).toBeNull()
    }
  })

  it('takes CSV text only where CSV is expected, never markup or a binary format', async () => {
    expect(await detectUpload(CSV, { csv: true })).toEqual({ mime: 'text/csv', extension: 'csv' })
    expect(await detectUpload(CSV, { csv: false })).toBeNull()
    for (const bytes of [SVG_WITH_SCRIPT, HTML_PAGE, PDF]) expect(await detectUpload(bytes, { csv: true })).toBeNull()
    // a picture stays a picture where CSV is expected: the import's check asks for text/csv itself
    expect((await detectUpload(await picture('png'), { csv: true }))?.mime).toBe('image/png')
  })

  it('reads the type from the head of a stream (a stored file)', async () => {
    const png = await picture('png')
    expect(await detectMediaStream(Readable.from([png.subarray(0, 40), png.subarray(40)], { objectMode: false }))).toEqual({
      mime: 'image/png',
      extension: 'png',
    })
    expect(await detectMediaStream(Readable.from([SVG_WITH_SCRIPT], { objectMode: false }))).toBeNull()
  })
})

describe('CSV text', () => {
  it('is text without NUL that a browser would not render as a document', () => {
    expect(isCsvText(CSV)).toBe(true)
    expect(isCsvText(Buffer.from('\uFEFFHandle;Titel\nring;Ring für 585er Gold\n'))).toBe(true)
    expect(isCsvText(Buffer.from('Handle,Title\r\nring,Ring\r\n', 'latin1'))).toBe(true)
  })

  it('is not empty, binary or markup', () => {
    for (const text of [
      '',
      'a,b\u0000c',
      '\uFEFF  <svg onload=alert(1)>',
      '<html>',
      'a,b\nc,<script>alert(1)</script>',
      "a,b\n<?xml version='1.0'?>",
      'a,<IFRAME src=x>',
      'a,<!DOCTYPE html>',
    ]) {
      expect(isCsvText(Buffer.from(text)), JSON.stringify(text)).toBe(false)
    }
  })
})
