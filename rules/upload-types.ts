/**
 * What the shop accepts as an upload and how a stored file is served: one table for Medusa (its checks, its
 * /static answers, the S3 object metadata), the worker (its /static pass-through) and the back office (the
 * type it declares for a presigned upload). Pure, so all three can import it.
 */

/** The pictures and videos the shop shows, by content type, with the file extensions that name them. */
export const MEDIA_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/gif': ['gif'],
  'video/mp4': ['mp4'],
  'video/webm': ['webm'],
}

/** CSV has no magic number: accepted only where the product import expects it, and never shown inline. */
export const CSV_TYPE = 'text/csv'
export const CSV_EXTENSION = 'csv'

/** Every file served from /static (Medusa, the worker) or the media domain: no sniffing, no script, no plugins, no frames of its own. */
const FILE_CSP = "default-src 'none'; sandbox"

/** The type without parameters or case: `Image/PNG; x=1` → `image/png`; "" for nothing. */
export const essenceOf = (contentType: string | null | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase()

export const isMediaType = (contentType: string | null | undefined) => Object.hasOwn(MEDIA_TYPES, essenceOf(contentType))

/** Whether a declared type may be uploaded at all (the import's CSV included). */
export const isUploadType = (contentType: string | null | undefined) => isMediaType(contentType) || essenceOf(contentType) === CSV_TYPE

/** The upload type a file extension names (`JPG` → image/jpeg, `csv` → text/csv), or null. */
export function typeOfExtension(extension: string): string | null {
  const ext = extension.replace(/^\./, '').toLowerCase()
  if (ext === CSV_EXTENSION) return CSV_TYPE
  return Object.entries(MEDIA_TYPES).find(([, extensions]) => extensions.includes(ext))?.[0] ?? null
}

/** The extension after the last dot of a file name, or "". */
export const extensionOf = (name: string) => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase()

/**
 * The headers of a stored file's answer. Pictures and videos the shop shows are shown inline; anything else
 * (CSV, and whatever an older upload left behind, SVG included) is a download. The policy stops script even
 * where a browser would render the file as a document.
 */
export function fileHeaders(contentType: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff', 'content-security-policy': FILE_CSP }
  if (!isMediaType(contentType)) headers['content-disposition'] = 'attachment'
  return headers
}

/** Content-Disposition that object storage must keep with a file of this type (S3 metadata), or undefined for inline media. */
export const storedDisposition = (contentType: string | null | undefined) => (isMediaType(contentType) ? undefined : 'attachment')
