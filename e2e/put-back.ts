import { onTestFinished } from 'vitest'

/**
 * What a journey changed shop-wide, put back: call the returned function where the journey needs it put back; it also
 * runs when the journey ends, failed or out of time included (a `finally` would not run then, and the next files would
 * see the shop changed). It puts back once, however often it is called.
 */
export function putBackAtEnd(work: () => Promise<unknown>): () => Promise<void> {
  let putBack: Promise<void> | undefined
  const restore = () => (putBack ??= work().then(() => undefined))
  onTestFinished(restore)
  return restore
}
