export type RedirectStatus = 301 | 302 | 307 | 308
export type RedirectEntry = { to: string; status: RedirectStatus }

const STATUSES: readonly number[] = [301, 302, 307, 308]
/** Hops followed to find a loop; a longer chain is refused as if it were one. */
const MAX_HOPS = 10

function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** KV `REDIRECTS` key of a path: percent-decoded, lowercased, without trailing slash (`/` stays `/`), without query. */
export function redirectKey(path: string): string {
  const lower = decoded(path).toLowerCase()
  const trimmed = lower.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

export const isAbsolute = (target: string) => /^https?:\/\//i.test(target)

/** A KV value: JSON `{ "to": "/neu", "status": 301 }`, or a plain target string (301). Null when unusable. */
export function parseRedirectValue(raw: string | null): RedirectEntry | null {
  if (raw === null) return null
  const text = raw.trim()
  if (text.startsWith('{')) {
    try {
      const value = JSON.parse(text) as { to?: unknown; status?: unknown }
      if (typeof value.to !== 'string' || !isTarget(value.to)) return null
      const status = value.status === undefined ? 301 : Number(value.status)
      return STATUSES.includes(status) ? { to: value.to, status: status as RedirectStatus } : null
    } catch {
      return null
    }
  }
  return isTarget(text) ? { to: text, status: 301 } : null
}

const isTarget = (to: string) => (to.startsWith('/') && !to.startsWith('//')) || isAbsolute(to)

/** The target with the request's query string added (after the target's own, if it has one). */
export function withQuery(target: string, search: string): string {
  if (!search || search === '?') return target
  const [base, hash] = target.split('#', 2)
  const joined = base.includes('?') ? `${base}&${search.slice(1)}` : `${base}${search}`
  return hash === undefined ? joined : `${joined}#${hash}`
}

/** The key a relative target would be looked up under; null for absolute targets (they leave the shop). */
export function targetKey(target: string): string | null {
  return isAbsolute(target) ? null : redirectKey(target.split(/[?#]/, 1)[0])
}

/**
 * The redirect for a path, refusing self-redirects and loops: the chain of relative targets is
 * followed and the entry is ignored when it comes back to a path already seen.
 */
export async function resolveRedirect(path: string, lookup: (key: string) => Promise<RedirectEntry | null>): Promise<RedirectEntry | null> {
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
