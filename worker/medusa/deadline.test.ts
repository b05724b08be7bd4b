import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BackendUnavailable } from './backend-unavailable'
import { backendFetch, deadlineOf, withDeadline } from './deadline'

describe('deadlines of back-end calls', () => {
  it('are 4 s for reads and 10 s for writes unless the worker vars say otherwise', () => {
    expect(deadlineOf({}, undefined)).toBe(4000)
    expect(deadlineOf({}, 'get')).toBe(4000)
    expect(deadlineOf({}, 'HEAD')).toBe(4000)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(deadlineOf({}, method)).toBe(10_000)
    expect(deadlineOf({ MEDUSA_READ_TIMEOUT_MS: '1500', MEDUSA_WRITE_TIMEOUT_MS: '2500' }, 'GET')).toBe(1500)
    expect(deadlineOf({ MEDUSA_READ_TIMEOUT_MS: '1500', MEDUSA_WRITE_TIMEOUT_MS: '2500' }, 'POST')).toBe(2500)
    expect(deadlineOf({ MEDUSA_READ_TIMEOUT_MS: 'soon', MEDUSA_WRITE_TIMEOUT_MS: '-1' }, 'POST')).toBe(10_000)
    expect(deadlineOf({ MEDUSA_READ_TIMEOUT_MS: '' }, 'GET')).toBe(4000)
  })

  it('turn a call that never answers into BackendUnavailable(timeout) when the deadline passes', async () => {
    const started = Date.now()
    const hung = withDeadline(
      { MEDUSA_READ_TIMEOUT_MS: '200' },
      'GET',
      null,
      (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    )
    await expect(hung).rejects.toMatchObject({ name: 'BackendUnavailable', reason: 'timeout', message: 'The shop back end did not answer within 0.2 s' })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('pass HTTP errors and unreadable bodies through as they are', async () => {
    const httpError = Object.assign(new Error('Not found'), { status: 404 })
    await expect(withDeadline({}, 'GET', null, () => Promise.reject(httpError))).rejects.toBe(httpError)
    const parse = new SyntaxError('Unexpected token <')
    await expect(withDeadline({}, 'GET', null, () => Promise.reject(parse))).rejects.toBe(parse)
  })

  it('count Medusa’s own 503 (its database away for a moment) as unreachable', async () => {
    const unavailable = Object.assign(new Error('The shop is unavailable for a moment.'), { status: 503 })
    await expect(withDeadline({}, 'GET', null, () => Promise.reject(unavailable))).rejects.toMatchObject({ name: 'BackendUnavailable', reason: 'unreachable' })
  })

  it('count a failed connection as unreachable', async () => {
    await expect(withDeadline({}, 'GET', null, () => Promise.reject(new Error('Network connection lost.')))).rejects.toBeInstanceOf(BackendUnavailable)
    await expect(withDeadline({}, 'GET', null, () => Promise.reject(new TypeError('fetch failed')))).rejects.toMatchObject({ reason: 'unreachable' })
  })
})

describe('backendFetch against a socket that accepts and never answers', () => {
  let server: Server
  let url = ''
  const sockets = new Set<import('node:net').Socket>()
  beforeAll(async () => {
    server = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/store/products`
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })

  it('gives up after the read deadline instead of waiting', async () => {
    const started = Date.now()
    await expect(backendFetch({ MEDUSA_READ_TIMEOUT_MS: '300' }, url)).rejects.toMatchObject({ reason: 'timeout' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('gives writes their own, longer deadline', async () => {
    const started = Date.now()
    await expect(backendFetch({ MEDUSA_READ_TIMEOUT_MS: '100', MEDUSA_WRITE_TIMEOUT_MS: '600' }, url, { method: 'POST', body: '{}' })).rejects.toMatchObject({
      reason: 'timeout',
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(590)
  })
})
