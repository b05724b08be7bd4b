import { fileHeaders } from '../../backend/src/lib/uploads/upload-types'

/**
 * A stored file of the back end (`/static/…` on either surface) is served on the shop's own origin, next to the
 * customers' and the staff's sessions: whatever it holds must never run there. So every such answer gets nosniff
 * and `default-src 'none'; sandbox`, and what is not one of the shop's pictures or videos by its Content-Type is a
 * download. The rule is the back end's (Medusa adds the same to its own /static answers); the worker sets it
 * again because it must hold whatever the back end sent.
 */
export function addStaticFileHeaders(backendPath: string, headers: Headers) {
  if (!backendPath.startsWith('/static/')) return
  for (const [name, value] of Object.entries(fileHeaders(headers.get('content-type')))) headers.set(name, value)
}
