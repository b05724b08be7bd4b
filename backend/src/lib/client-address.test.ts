import { describe, expect, it } from 'vitest'
import { clientIp, isEdgeSecret } from './client-address'

const SECRET = 'edge-secret-of-this-test-0123456789abcdef'
process.env.EDGE_SECRET = SECRET

/** A request as Express has it: its headers (lower case, as `req.get` reads them) and the socket's address. */
const request = (headers: Record<string, string>, remoteAddress = '10.0.0.7') => ({
  get: (name: string) => headers[name.toLowerCase()],
  socket: { remoteAddress },
  // what Express's req.ip says with `trust proxy` when a caller sends X-Forwarded-For
  ip: headers['x-forwarded-for'],
})

describe('clientIp', () => {
  it("believes the worker's x-client-ip when EDGE_SECRET comes with it", () => {
    expect(clientIp(request({ 'x-client-ip': ' 203.0.113.9 ', 'x-edge-secret': SECRET }))).toBe('203.0.113.9')
  })
  it("uses the socket's address for a claim without the secret, with a wrong one, or without any claim", () => {
    expect(clientIp(request({ 'x-client-ip': '203.0.113.9' }))).toBe('10.0.0.7')
    expect(clientIp(request({ 'x-client-ip': '203.0.113.9', 'x-edge-secret': `${SECRET}x` }))).toBe('10.0.0.7')
    expect(clientIp(request({ 'x-client-ip': '203.0.113.9', 'x-edge-secret': '' }))).toBe('10.0.0.7')
    expect(clientIp(request({ 'x-edge-secret': SECRET }))).toBe('10.0.0.7')
  })
  it('never takes the address from X-Forwarded-For, X-Real-IP or Forwarded', () => {
    expect(clientIp(request({ 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2', forwarded: 'for=198.51.100.3' }))).toBe('10.0.0.7')
  })
  it('keeps at most 64 characters of a claim', () => {
    expect(clientIp(request({ 'x-client-ip': 'a'.repeat(100), 'x-edge-secret': SECRET }))).toBe('a'.repeat(64))
  })
})

describe('isEdgeSecret', () => {
  it('is false while no EDGE_SECRET is set, whatever is sent', () => {
    expect(isEdgeSecret('', '')).toBe(false)
    expect(isEdgeSecret('anything', undefined)).toBe(false)
    expect(isEdgeSecret(undefined, SECRET)).toBe(false)
  })
  it('compares secrets of any length', () => {
    expect(isEdgeSecret(SECRET, SECRET)).toBe(true)
    expect(isEdgeSecret(SECRET.slice(0, 10), SECRET)).toBe(false)
    expect(isEdgeSecret(`${SECRET}${SECRET}`, SECRET)).toBe(false)
  })
})
