import { randomInt, randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { EDGE_SECRET, MEDUSA_URL } from './helpers'

// Who a request counts for (src/lib/client-address.ts): a caller that reaches Medusa directly cannot choose its
// client by sending x-client-ip (or X-Forwarded-For, X-Real-IP, Forwarded); only the worker, whose EDGE_SECRET
// comes with it, is believed. Each test calls from a loopback address of its own (all of 127.0.0.0/8 is this
// machine), so the counts of the socket's address it fills are nobody else's.
const ownLoopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`
const documentation = () => `198.51.100.${randomInt(1, 255)}`
const uniqueEmail = () => `direkt-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.com`

/** A failing customer sign-in sent straight to Medusa from `from`, with `headers`; its status. */
function failedSignIn(from: string, headers: Record<string, string>): Promise<number> {
  const { port, pathname } = new URL(`${MEDUSA_URL}/auth/customer/emailpass`)
  const body = JSON.stringify({ email: uniqueEmail(), password: 'falsch' })
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (answer) => {
        answer.resume()
        answer.on('end', () => resolve(answer.statusCode ?? 0))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

async function statuses(count: number, from: string, headers: () => Record<string, string>) {
  const seen: number[] = []
  for (let i = 0; i < count; i++) seen.push(await failedSignIn(from, headers()))
  return seen
}

describe('a caller straight at Medusa', () => {
  it('is one client whatever address it claims: 25 failed sign-ins with a new x-client-ip each are cut off after 20', async () => {
    const claims = () => {
      const address = documentation()
      return { 'x-client-ip': address, 'x-forwarded-for': address, 'x-real-ip': address, forwarded: `for=${address}` }
    }
    expect(await statuses(25, ownLoopback(), claims)).toEqual([...Array(20).fill(401), ...Array(5).fill(429)])
  })

  it('is not believed with a wrong edge secret either', async () => {
    const wrong = () => ({ 'x-client-ip': documentation(), 'x-edge-secret': `${EDGE_SECRET}-guessed` })
    expect(await statuses(21, ownLoopback(), wrong)).toEqual([...Array(20).fill(401), 429])
  })

  it("with the edge secret (the worker) counts each visitor's address apart", async () => {
    expect(EDGE_SECRET, 'EDGE_SECRET of the stack').not.toBe('')
    const worker = () => ({ 'x-client-ip': `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`, 'x-edge-secret': EDGE_SECRET })
    expect(await statuses(25, ownLoopback(), worker)).toEqual(Array(25).fill(401))
  })
})
