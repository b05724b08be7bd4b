import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

/** Compares in constant time, so the secret cannot be guessed byte by byte from response times. */
function sameSecret(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a)
  const right = new TextEncoder().encode(b)
  let difference = left.length ^ right.length
  for (let i = 0; i < left.length; i++) difference |= left[i] ^ (right[i % right.length] ?? 0)
  return difference === 0
}

/** `authorization: Bearer ${OPS_SECRET}` or 401; 503 while no OPS_SECRET is configured. */
export const opsGuard = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.env.OPS_SECRET
  if (!secret) return c.json({ message: 'Ops endpoints are disabled: OPS_SECRET is not set' }, 503)
  const header = c.req.header('authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7) : ''
  if (!token || !sameSecret(token, secret)) return c.json({ message: 'Unauthorized' }, 401)
  await next()
})
