import type { MiddlewareHandler } from 'hono'

/** What is read of a body the answer did not need; past it (or without a declared length) the body is cancelled. */
export const UNREAD_BODY_LIMIT = 1024 * 1024

/**
 * Reads to its end a request body the answer did not need (a 403 before the pass-through, a 404, a 401 of /ops):
 * workerd otherwise closes the kept-alive connection after answering, without saying so, and the visitor's next request
 * on it fails with a reset. A body larger than `UNREAD_BODY_LIMIT`, or of no declared length, is cancelled instead:
 * its connection closes, which such an upload deserves.
 */
export const releaseUnreadBody: MiddlewareHandler = async (c, next) => {
  await next()
  const request = c.req.raw
  if (!request.body || request.bodyUsed || request.body.locked) return
  const length = Number(request.headers.get('content-length') ?? Number.NaN)
  const release = length <= UNREAD_BODY_LIMIT ? request.body.pipeTo(new WritableStream()) : request.body.cancel()
  await release.catch(() => undefined)
}
