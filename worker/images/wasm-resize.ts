import jpegWasm from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'
import decodeJpeg, { init as initJpeg } from '@jsquash/jpeg/decode'
// @ts-expect-error the package types this file's wasm exports; wrangler imports it as a compiled module
import pngWasm from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm'
import decodePng, { init as initPng } from '@jsquash/png/decode'
import resize, { initResize } from '@jsquash/resize'
// @ts-expect-error as above
import resizeWasm from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm'
import webpDecodeWasm from '@jsquash/webp/codec/dec/webp_dec.wasm'
import webpEncodeWasm from '@jsquash/webp/codec/enc/webp_enc_simd.wasm'
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode'
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode'

/**
 * Resizing without Cloudflare's image service (workerd has none): squoosh's codecs compiled to WASM.
 * The modules are bundled by wrangler and instantiated once per isolate on first use.
 */
let ready: Promise<unknown> | undefined
const init = () =>
  (ready ??= Promise.all([initJpeg(jpegWasm), initPng(pngWasm), initResize(resizeWasm), initWebpDecode(webpDecodeWasm), initWebpEncode(webpEncodeWasm)]))

export class UnsupportedImage extends Error {}

type Pixels = { data: Uint8ClampedArray; width: number; height: number }

/** The file type from its first bytes; the Content-Type of a storage is not trusted. */
function sniff(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return null
}

async function decode(buffer: ArrayBuffer): Promise<Pixels> {
  const kind = sniff(new Uint8Array(buffer, 0, Math.min(12, buffer.byteLength)))
  if (kind === 'jpeg') return decodeJpeg(buffer)
  if (kind === 'png') return decodePng(buffer)
  if (kind === 'webp') return decodeWebp(buffer)
  throw new UnsupportedImage('The source is not a JPEG, PNG or WebP image')
}

/** Encodes RGBA pixels as WebP at `quality` (1–100). */
export async function encodeToWebp(image: Pixels, quality: number): Promise<ArrayBuffer> {
  await init()
  return encodeWebp(image as ImageData, { quality })
}

/** Scales down to `width` (never up, like Cloudflare's fit=scale-down) and encodes WebP at `quality`. */
export async function resizeToWebp(buffer: ArrayBuffer, width: number, quality: number): Promise<ArrayBuffer> {
  await init()
  const image = await decode(buffer)
  const target = Math.min(width, image.width)
  const scaled =
    target === image.width
      ? image
      : await resize(image as ImageData, { width: target, height: Math.max(1, Math.round((image.height * target) / image.width)), method: 'lanczos3' })
  return encodeToWebp(scaled, quality)
}
