/**
 * Whether an error means the shop's database (or Redis) is not there for a moment — restarting for maintenance,
 * failing over, starting up — rather than a fault of the request or the code: Medusa then answers 503 with a clear
 * message and Retry-After (src/api/database-unavailable.ts), which the worker turns into its older copies or the
 * branded "one moment" page, instead of a 500. node-postgres' and PostgreSQL's signs: a refused or cut connection,
 * the server's admin shutdown (57P01), crash shutdown (57P02), "starting up" (57P03), connection failures (08xxx),
 * too many connections (53300), knex's pool giving up. A workflow hands its step's error on as a plain object, so
 * the message is read too, and a cause or a workflow's `errors[].error` nested inside.
 */
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300'])
const MESSAGES =
  /ECONNREFUSED|Connection terminated|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|Timeout acquiring a connection|Client has encountered a connection error|Connection is closed|sorry, too many clients/i

type Inspectable = { code?: unknown; message?: unknown; cause?: unknown; error?: unknown; errors?: unknown }

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const { code, message, cause, error: inner, errors } = error as Inspectable
  if (typeof code === 'string' && CODES.has(code)) return true
  if (typeof message === 'string' && MESSAGES.test(message)) return true
  const nested = [cause, inner, ...(Array.isArray(errors) ? errors : [])]
  return nested.some((candidate) => isDatabaseUnavailable(candidate, depth + 1))
}

/** Seconds a client is asked to wait: a restart takes seconds, and the worker asks visitors for 30 anyway. */
export const DATABASE_RETRY_AFTER_SECONDS = 5
