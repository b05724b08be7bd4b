import { fitsKvKey, isAbsolute, isSafeTarget, redirectKey, targetKey } from './redirect-rules.mjs'

type RedirectStatus = 301 | 302 | 307 | 308
export type RedirectEntry = { to: string; status: RedirectStatus }

const STATUSES: readonly number[] = [301, 302, 307, 308]
/** Hops followed to find a loop; a longer chain is refused as if it were one. */
const MAX_HOPS = 10

export { isAbsolute, redirectKey }

/** A KV value: JSON `{ "to": "/neu", "status": 301 }`, or a plain target string (301). Null when unusable. */
export function parseRedirectValue(raw: string | null): RedirectEntry | null {
  if (raw === null) return null
  const text = raw.trim()
  if (text.startsWith('{')) {
    try {
      const value = JSON.parse(text) as { to?: unknown; status?: unknown }
      if (!isSafeTarget(value.to)) return null
      const status = value.status === undefined ? 301 : Number(value.status)
      return STATUSES.includes(status) ? { to: value.to, status: status as RedirectStatus } : null
    } catch {
      return null
    }
  }
  return isSafeTarget(text) ? { to: text, status: 301 } : null
}

/** The target with the request's query string added (after the target's own, if it has one). */
export function withQuery(target: string, search: string): string {
  if (!search || search === '?') return target
  const [base, hash] = target.split('#', 2)
  const joined = base.includes('?') ? `${base}&${search.slice(1)}` : `${base}${search}`
  return hash === undefined ? joined : `${joined}#${hash}`
}

/**
 * The redirect for a path, refusing self-redirects and loops: the chain of relative targets is followed
 * and the entry is ignored when it comes back to a path already seen. Unsafe targets (redirect-rules.mjs)
 * never get this far: parseRedirectValue drops them.
 */
export async function resolveRedirect(path: string, find: (key: string) => Promise<RedirectEntry | null>): Promise<RedirectEntry | null> {
  // a key KV could not hold cannot be in the table (and asking KV for it would throw)
  const lookup = async (key: string) => (fitsKvKey(key) ? find(key) : null)
  const source = redirectKey(path)
  const entry = await lookup(source)
  if (!entry) return null
  const seen = new Set([source])
  let next = targetKey(entry.to)
  for (let hop = 0; next !== null; hop++) {
    if (seen.has(next) || hop >= MAX_HOPS) {
      console.warn(`redirect loop refused at ${source} → ${entry.to}`)
      return null
    }
    seen.add(next)
    next = await lookup(next).then((found) => (found ? targetKey(found.to) : null))
  }
  return entry
}
