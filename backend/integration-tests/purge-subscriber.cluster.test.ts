import { createServer, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, eventually, OPS_SECRET } from './helpers'

type Received = { method: string; url: string; authorization: string; body: { event?: string } }

const received: Received[] = []
const receiver = createServer(async (req: IncomingMessage, res) => {
  let raw = ''
  for await (const chunk of req) raw += chunk
  received.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization ?? '', body: JSON.parse(raw || '{}') })
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"generation":"test"}')
})

// The cluster's worker-mode Medusa has STOREFRONT_URL = this receiver (scripts/lib/cluster.mjs).
beforeAll(() => new Promise<void>((resolve) => receiver.listen(Number(process.env.CLUSTER_PURGE_RECEIVER_PORT), '127.0.0.1', resolve)))
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

describe('purge-storefront-cache subscriber', () => {
  it("calls the storefront's /ops/purge with the ops secret when a product changes on a server instance", async () => {
    const { body } = await admin<{ products: { id: string; metadata: Record<string, unknown> | null }[] }>('/products?limit=1&fields=id,metadata')
    const product = body.products[0]
    const mark = `purge-${Date.now()}`
    const since = received.length
    // the update is answered by a server instance; the event reaches the worker-mode instance through Redis
    const update = await admin(`/products/${product.id}`, { body: { metadata: { ...product.metadata, ops_test: mark } } })
    expect(update.status).toBe(200)
    try {
      const purge = await eventually(() => received.slice(since).find((call) => call.body.event?.includes('product.updated')), { what: 'a purge call' })
      expect(purge.method).toBe('POST')
      expect(purge.url).toBe('/ops/purge')
      expect(purge.authorization).toBe(`Bearer ${OPS_SECRET}`)
    } finally {
      await admin(`/products/${product.id}`, { body: { metadata: { ...product.metadata, ops_test: '' } } })
    }
  })
})
