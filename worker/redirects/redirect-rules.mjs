// The rules of the redirect table, shared by the worker (worker/redirects/lookup.ts) and the loader
// (scripts/redirects-load.mjs), so what the loader accepts is exactly what the worker will follow.
// Plain JavaScript because the loader runs in Node without a TypeScript step; types in redirect-rules.d.mts.

/** Workers KV refuses longer keys; a path whose key is longer cannot be in the table. */
export const MAX_KEY_BYTES = 512

/** Whether a KV key fits Workers KV's limit (UTF-8 bytes). */
export const fitsKvKey = (key) => new TextEncoder().encode(key).byteLength <= MAX_KEY_BYTES

function decoded(path) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** KV `REDIRECTS` key of a path: percent-decoded, lowercased, without trailing slash (`/` stays `/`), without query. */
export function redirectKey(path) {
  const trimmed = decoded(path).toLowerCase().replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

export const isAbsolute = (target) => /^https?:\/\//i.test(target)

/** Control characters and whitespace: URL parsers drop or fold some of them (`/\t/evil.example` is `//evil.example`). */
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/u

/**
 * A target the shop may redirect to: an http(s) URL (it leaves the shop on purpose), or a path of the
 * shop itself. A path must stay a path however a browser reads it: no `//` or `/\` at its start (a
 * browser reads `/\evil.example` as `//evil.example`, another host), also not once percent-decoded
 * (`/%2F%2Fevil.example`, `/%5Cevil.example`), and no backslashes or invisible characters anywhere.
 */
export function isSafeTarget(target) {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048 || INVISIBLE.test(target)) return false
  if (isAbsolute(target)) {
    try {
      const url = new URL(target)
      return !url.username && !url.password && /^https?:$/.test(url.protocol) && !target.includes('\\')
    } catch {
      return false
    }
  }
  if (!target.startsWith('/') || target.includes('\\')) return false
  let path = target
  for (let round = 0; round < 3; round++) {
    if (/^\/[/\\]/.test(path) || INVISIBLE.test(path)) return false
    const next = decoded(path)
    if (next === path) break
    path = next
  }
  return !/^\/[/\\]/.test(path) && !path.includes('\\')
}

/** The key a relative target leads to (null for absolute targets, which leave the shop). */
export const targetKey = (to) => (isAbsolute(to) ? null : redirectKey(to.split(/[?#]/, 1)[0]))
