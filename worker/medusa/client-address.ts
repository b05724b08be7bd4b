import type { Context } from 'hono'
import { CLIENT_IP_HEADER, EDGE_SECRET_HEADER } from '../../rules/edge-headers'
import type { AppEnv } from '../env'

/**
 * What tells Medusa which visitor a request is for, where it limits per client (sign-in, registration, reset
 * requests and check, contact form, newsletter sign-up): the address Cloudflare saw (`cf-connecting-ip`, which
 * Cloudflare sets itself, so no visitor can choose it; never a visitor's X-Real-IP or X-Forwarded-For) with
 * EDGE_SECRET beside it, the proof Medusa asks before it believes the address. Nothing without either: Medusa then
 * counts the worker's own connection. Calls that read for everyone (catalogue, regions) send neither.
 */
export function clientAddressHeaders(c: Context<AppEnv>): Record<string, string> {
  const address = c.req.header('cf-connecting-ip')?.trim()
  const secret = c.env.EDGE_SECRET
  return address && secret ? { [CLIENT_IP_HEADER]: address, [EDGE_SECRET_HEADER]: secret } : {}
}
