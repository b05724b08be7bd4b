import type { Bindings } from '../env'
import { HttpError } from '../http/errors'
import { isBackendUnavailable } from '../medusa/backend-unavailable'
import { backendFetch } from '../medusa/deadline'
import type { ImageRequest } from './image-params'
import { resizeToWebp, UnsupportedImage } from './wasm-resize'

/** Larger sources are refused rather than risking the isolate's memory while decoding them. */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024

type ImageEnv = Pick<Bindings, 'IMAGE_RESIZING'> & Partial<Pick<Bindings, 'MEDUSA_READ_TIMEOUT_MS'>>

type ResizingMode = 'cloudflare' | 'wasm'
const resizingMode = (env: Pick<Bindings, 'IMAGE_RESIZING'>): ResizingMode => (env.IMAGE_RESIZING === 'cloudflare' ? 'cloudflare' : 'wasm')

/**
 * Fetches the source without following redirects: the source was checked to be the shop's own media, and a
 * redirect could lead anywhere (another host, the back end's admin API). A redirect is refused as a 502.
 */
async function fetchSource(
  env: Partial<Pick<Bindings, 'MEDUSA_READ_TIMEOUT_MS'>>,
  source: URL,
  init?: RequestInit<RequestInitCfProperties>,
): Promise<Response> {
  let response: Response
  try {
    response = await backendFetch(env, source, { ...init, redirect: 'manual' })
  } catch (error) {
    if (isBackendUnavailable(error)) throw error
    throw new HttpError(502, `The image source is unreachable: ${(error as Error).message}`)
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel()
    throw new HttpError(502, `The image source answered with a redirect (${response.status}), which is not followed`)
  }
  if (response.status === 404) throw new HttpError(404, `No image at ${source.pathname}`)
  if (!response.ok) throw new HttpError(502, `The image source answered ${response.status}`)
  return response
}

/** Cloudflare's image resizing (production): the edge fetches, scales down and encodes WebP itself. */
async function viaCloudflare(env: ImageEnv, { source, width, quality }: ImageRequest): Promise<ArrayBuffer> {
  const response = await fetchSource(env, source, { cf: { image: { width, quality, format: 'webp', fit: 'scale-down' } } })
  if (!response.headers.get('content-type')?.startsWith('image/')) throw new HttpError(415, 'The source is not an image')
  return response.arrayBuffer()
}

/** The same result computed in the worker with WASM codecs (local workerd has no image resizing). */
async function viaWasm(env: ImageEnv, { source, width, quality }: ImageRequest): Promise<ArrayBuffer> {
  const response = await fetchSource(env, source)
  const length = Number(response.headers.get('content-length') ?? 0)
  if (length > MAX_SOURCE_BYTES) throw new HttpError(413, 'The source image is larger than 20 MB')
  const bytes = await response.arrayBuffer()
  if (bytes.byteLength > MAX_SOURCE_BYTES) throw new HttpError(413, 'The source image is larger than 20 MB')
  try {
    return await resizeToWebp(bytes, width, quality)
  } catch (error) {
    if (error instanceof UnsupportedImage) throw new HttpError(415, error.message)
    throw new HttpError(422, `The source image could not be decoded: ${(error as Error).message}`)
  }
}

/** The WebP bytes of a validated image request, by the configured resizing path. */
export function renderImage(env: ImageEnv, request: ImageRequest): Promise<ArrayBuffer> {
  return resizingMode(env) === 'cloudflare' ? viaCloudflare(env, request) : viaWasm(env, request)
}
