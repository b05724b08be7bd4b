import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { startBalancer } from './balancer.mjs'

const servers: Server[] = []
/** A server that answers its name and the body it got. */
async function echo(name: string): Promise<string> {
  const server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    res.end(`${name}:${req.method}:${body}`)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A port nothing listens on: a server that was killed. */
async function dead(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

describe('the test cluster’s balancer', () => {
  const send = (url: string, init?: RequestInit) => fetch(url, init).then(async (response) => `${response.status} ${await response.text()}`)

  it('alternates between the servers, bodies and all', async () => {
    const balancer = await startBalancer({ port: 0, targets: [await echo('a'), await echo('b')] })
    try {
      const answers = [await send(`${balancer.url}/x`, { method: 'POST', body: 'one' }), await send(`${balancer.url}/x`, { method: 'POST', body: 'two' })]
      expect(answers).toEqual(['200 a:POST:one', '200 b:POST:two'])
    } finally {
      await balancer.stop()
    }
  })

  it('passes a server that refuses the connection over, for every method: the request never reached it', async () => {
    const balancer = await startBalancer({ port: 0, targets: [await dead(), await echo('b')] })
    try {
      const answers = await Promise.all(['one', 'two', 'three'].map((body) => send(`${balancer.url}/complete`, { method: 'POST', body })))
      expect(answers).toEqual(['200 b:POST:one', '200 b:POST:two', '200 b:POST:three'])
    } finally {
      await balancer.stop()
    }
  })

  it('answers 502 when no server takes the connection', async () => {
    const balancer = await startBalancer({ port: 0, targets: [await dead(), await dead()] })
    try {
      expect(await send(`${balancer.url}/health`)).toMatch(/^502 .*ECONNREFUSED/)
    } finally {
      await balancer.stop()
    }
  })
})
