import { fileHeaders } from '../../rules/upload-types'

/**
 * A stored file of the back end (`/static/…` on either surface) is served on the shop's own origin, next to the
 * customers' and the staff's sessions: whatever it holds must never run there. So every such answer gets nosniff
 * and `default-src 'none'; sandbox`, and what is not one of the shop's pictures or videos by its Content-Type is a
 * download. The rule is the back end's (Medusa adds the same to its own /static answers); the worker sets it
 * again because it must hold whatever the back end sent.
 */
export function addStaticFileHeaders(backendPath: string, status: number, headers: Headers) {
  if (!backendPath.startsWith('/static/')) return
  const added = fileHeaders(headers.get('content-type'))
  // a 304 names no type, and the browser keeps the headers it gets with it: the cached answer's disposition stands
  if (status === 304) delete added['content-disposition']
  for (const [name, value] of Object.entries(added)) headers.set(name, value)
}
