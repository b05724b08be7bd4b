import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { MenuResponse, ProductList } from '../../routes/api-types'
import { ok, WORKER_URL } from '../test/int'

/**
 * Lighthouse's simulated throttling (lantern) models no streaming: the page's requests, its largest picture's too,
 * and the parsing of the HTML wait for the document's whole download, and its TCP model delivers 10 segments of
 * 1,460 bytes (14,600) in a connection's first round trip, then twice as many per further one (150 ms each on its
 * mobile profile). A larger document costs every page a round trip before its largest picture can even start. So
 * the home, category and product page, as `npm run bench` measures them, stay within 14,000 bytes on the wire:
 * status line, response headers and the gzip body with its chunks, as the worker serves them locally (production's
 * brotli is smaller still). What keeps them there: worker/ssr/README.md.
 */
const BUDGET = 14_000
const PHONE_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36'

/** Whether `answer` holds a whole response: its body as long as stated, or chunked up to the last chunk. */
function complete(answer: Buffer): boolean {
  const end = answer.indexOf('\r\n\r\n')
  if (end < 0) return false
  const head = answer.subarray(0, end).toString('latin1')
  const length = /^content-length:\s*(\d+)/im.exec(head)
  if (length) return answer.length >= end + 4 + Number(length[1])
  return /^transfer-encoding:\s*chunked/im.test(head) && answer.subarray(-7).toString('latin1') === '\r\n0\r\n\r\n'
}

/**
 * Every byte of one answer as it crosses the wire. The local server may keep the connection open for seconds
 * after the answer despite `Connection: close`, so the answer ends where its own framing says.
 */
function onTheWire(path: string): Promise<{ head: string; bytes: number }> {
  const url = new URL(path, WORKER_URL)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port) || 80, url.hostname)
    const chunks: Buffer[] = []
    socket.setTimeout(30_000, () => socket.destroy(new Error(`${path}: no answer within 30 s`)))
    socket.on('connect', () =>
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n` +
          `User-Agent: ${PHONE_CHROME}\r\nConnection: close\r\n\r\n`,
      ),
    )
    const done = () => {
      const answer = Buffer.concat(chunks)
      socket.destroy()
      resolve({ head: answer.subarray(0, answer.indexOf('\r\n\r\n')).toString('latin1'), bytes: answer.length })
    }
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      if (complete(Buffer.concat(chunks))) done()
    })
    socket.on('end', done)
    socket.on('error', reject)
  })
}

// the pages `npm run bench` measures: the newest product and the first product category
const { products } = await ok<ProductList>('/api/products/de/de?limit=1')
const { menu } = await ok<MenuResponse>('/api/categories/de/menu')
const pages = [
  ['home', '/de'],
  ['category', `/de/kategorien/${menu.product_categories[0]!.handle}`],
  ['product', `/de/produkte/${products[0]!.handle}`],
]

describe('the first round trip: the documents Lighthouse measures fit in it', () => {
  it.each(pages)('%s page (%s): at most 14,000 bytes, rendered or from the edge cache', async (_, path) => {
    // the first answer is rendered, the second comes from the edge cache with headers of its own
    for (const answer of [await onTheWire(path), await onTheWire(path)]) {
      expect(answer.head).toMatch(/^HTTP\/1\.1 200 /)
      expect(answer.head).toMatch(/^content-encoding: gzip$/im)
      expect(answer.bytes, `${path}: ${answer.bytes} bytes on the wire`).toBeLessThanOrEqual(BUDGET)
    }
  })
})
