import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv, Bindings } from '../env'
import { clientAddressHeaders } from './client-address'

const app = new Hono<AppEnv>().get('/', (c) => c.json(clientAddressHeaders(c)))
const headersFor = async (headers: Record<string, string>, env: Partial<Bindings> = { EDGE_SECRET: 'edge-secret' }) =>
  (await app.request('/', { headers }, env)).json()

describe('clientAddressHeaders (what Medusa learns of the visitor)', () => {
  it("names Cloudflare's address of the visitor, with the edge secret", async () => {
    expect(await headersFor({ 'cf-connecting-ip': '203.0.113.5' })).toEqual({ 'x-client-ip': '203.0.113.5', 'x-edge-secret': 'edge-secret' })
  })
  it('never takes an address the visitor wrote', async () => {
    expect(await headersFor({ 'x-real-ip': '198.51.100.1', 'x-forwarded-for': '198.51.100.2', 'x-client-ip': '198.51.100.3' })).toEqual({})
    expect(await headersFor({ 'cf-connecting-ip': '203.0.113.5', 'x-real-ip': '198.51.100.1' })).toEqual({
      'x-client-ip': '203.0.113.5',
      'x-edge-secret': 'edge-secret',
    })
  })
  it('sends nothing without an edge secret: Medusa would not believe the address', async () => {
    expect(await headersFor({ 'cf-connecting-ip': '203.0.113.5' }, {})).toEqual({})
  })
})
