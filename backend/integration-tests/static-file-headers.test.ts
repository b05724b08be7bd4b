import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDUSA_URL } from './helpers'

// Medusa serves backend/static itself (its express loader, before any project middleware): these files are put
// there as an older upload or the file module would have left them, and Medusa is asked directly.
const dir = resolve(__dirname, '../static')
const name = (extension: string) => `static-headers-test-${process.pid}.${extension}`
const files: Record<string, string> = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>',
  html: '<!doctype html><script>alert(1)</script>',
  csv: 'Product Handle,Product Title\nring,Ring\n',
  png: '\x89PNG\r\n\x1a\n',
  webm: '\x1aE\xdf\xa3',
}

beforeAll(() => {
  mkdirSync(dir, { recursive: true })
  for (const [extension, content] of Object.entries(files)) writeFileSync(`${dir}/${name(extension)}`, content, 'latin1')
})
afterAll(() => {
  for (const extension of Object.keys(files)) rmSync(`${dir}/${name(extension)}`, { force: true })
})

const served = async (extension: string) => {
  const response = await fetch(`${MEDUSA_URL}/static/${name(extension)}`)
  await response.arrayBuffer()
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    nosniff: response.headers.get('x-content-type-options'),
    csp: response.headers.get('content-security-policy'),
    disposition: response.headers.get('content-disposition'),
  }
}

describe("Medusa's own /static answers", () => {
  it('show pictures and videos inline, never sniffed, in a sandbox', async () => {
    expect(await served('png')).toEqual({ status: 200, type: 'image/png', nosniff: 'nosniff', csp: "default-src 'none'; sandbox", disposition: null })
    expect(await served('webm')).toMatchObject({ status: 200, type: 'video/webm', csp: "default-src 'none'; sandbox", disposition: null })
  })

  it('make SVG, HTML and CSV downloads whose script could never run', async () => {
    for (const extension of ['svg', 'html', 'csv']) {
      expect(await served(extension), extension).toMatchObject({
        status: 200,
        nosniff: 'nosniff',
        csp: "default-src 'none'; sandbox",
        disposition: 'attachment',
      })
    }
  })
})
