import { allowedWidth, IMAGE_WIDTHS } from '../../routes/lib/image'
import { unsafePathSpelling } from '../http/path-spelling'

const DEFAULT_QUALITY = 100

export type ImageRequest = { source: URL; width: number; quality: number }
export type ImageParamsResult = { ok: true; value: ImageRequest } | { ok: false; message: string }

/** The path part of a root-relative or absolute URL as written: no scheme, host, query or fragment. */
const pathAsWritten = (raw: string) => raw.replace(/^[a-z][a-z0-9+.-]*:[\\/]{2}[^/\\?#]*/i, '').split(/[?#]/)[0]

type Origins = { backendUrl: string; mediaOrigin?: string }

function integer(raw: string | undefined, name: string, min: number, max: number): number | string {
  if (raw === undefined || !/^\d{1,5}$/.test(raw)) return `${name} must be a whole number from ${min} to ${max}`
  const value = Number(raw)
  return value < min || value > max ? `${name} must be a whole number from ${min} to ${max}` : value
}

/**
 * Where the source really lives, or null when it is not ours: the back end's `/static/…` files (also
 * written as `/medusa/static/…` or with the back end's own base URL) and files of MEDIA_ORIGIN.
 * A path spelled so that a parser could read another one (`..`, a backslash, `%2f`, http/path-spelling.ts) is refused;
 * the rest is checked after URL normalisation as well, so nothing outside the media folder is ever fetched.
 */
export function mediaSource(raw: string, { backendUrl, mediaOrigin }: Origins): URL | null {
  const backend = backendUrl.replace(/\/+$/, '')
  const path = raw.startsWith('/medusa/static/') ? raw.slice('/medusa'.length) : raw
  // the same spelling rule as the pass-throughs: decided on the path as written, before any parser resolves it
  if (unsafePathSpelling(pathAsWritten(path))) return null
  let url: URL
  try {
    url = path.startsWith('/static/') && !path.startsWith('//') ? new URL(backend + path) : new URL(path)
  } catch {
    return null
  }
  if (url.username || url.password || url.hash) return null
  const backendOrigin = new URL(backend).origin
  if (url.origin === backendOrigin) return url.pathname.startsWith('/static/') && url.pathname.length > '/static/'.length ? url : null
  if (!mediaOrigin) return null
  try {
    return url.origin === new URL(mediaOrigin).origin && url.pathname.length > 1 ? url : null
  } catch {
    return null
  }
}

/** Validates `url`, `w` and `q` of an image request (worker/README.md: /images). */
export function parseImageParams(query: Record<string, string | undefined>, origins: Origins): ImageParamsResult {
  const raw = query.url?.trim()
  if (!raw) return { ok: false, message: 'url is required: a /static/… path of the shop or a file of its media storage' }
  const source = mediaSource(raw, origins)
  if (!source) return { ok: false, message: `url is not an image of the shop's media: ${raw.slice(0, 200)}` }

  const width = integer(query.w, 'w', 1, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1])
  if (typeof width === 'string') return { ok: false, message: width }
  const quality = query.q === undefined ? DEFAULT_QUALITY : integer(query.q, 'q', 1, 100)
  if (typeof quality === 'string') return { ok: false, message: quality }
  return { ok: true, value: { source, width: allowedWidth(width)!, quality } }
}
