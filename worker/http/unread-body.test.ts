import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { releaseUnreadBody, UNREAD_BODY_LIMIT } from './unread-body'

function app() {
  const app = new Hono()
  app.use('*', releaseUnreadBody)
  app.onError((_, c) => c.json({ message: 'failed' }, 500))
  app.post('/refused', (c) => c.json({ message: 'no' }, 403))
  app.post('/thrown', () => {
    throw new Error('boom')
  })
  app.post('/read', async (c) => c.text(await c.req.text()))
  return app
}

/** A body that records how far it was read and whether it was cancelled. */
function trackedBody(size: number) {
  const state = { read: 0, cancelled: false }
  let left = size
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left === 0) return controller.close()
      const chunk = new Uint8Array(Math.min(left, 64 * 1024))
      left -= chunk.length
      state.read += chunk.length
      controller.enqueue(chunk)
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

const post = (path: string, body: ReadableStream<Uint8Array>, length?: number) =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    body,
    headers: length === undefined ? {} : { 'content-length': String(length) },
    duplex: 'half',
  } as RequestInit)

describe('releaseUnreadBody', () => {
  it('reads to its end a body the answer did not need, also after an error', async () => {
    for (const path of ['/refused', '/thrown']) {
      const { stream, state } = trackedBody(3000)
      const request = post(path, stream, 3000)
      const response = await app().fetch(request)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(state.read, path).toBe(3000)
      expect(request.bodyUsed, path).toBe(true)
    }
  })

  it('cancels a body past the limit or of no declared length, reading no more of it', async () => {
    for (const length of [UNREAD_BODY_LIMIT + 1, undefined]) {
      const { stream, state } = trackedBody(4 * UNREAD_BODY_LIMIT)
      await app().fetch(post('/refused', stream, length))
      expect(state.cancelled, String(length)).toBe(true)
      expect(state.read).toBeLessThan(4 * UNREAD_BODY_LIMIT)
    }
  })

  it('leaves alone a body the answer read', async () => {
    const { stream, state } = trackedBody(10)
    const response = await app().fetch(post('/read', stream, 10))
    expect(response.status).toBe(200)
    expect(state).toEqual({ read: 10, cancelled: false })
  })
})
