import { CSV_EXTENSION, CSV_TYPE, isMediaType, MEDIA_TYPES } from '../../rules/upload-types'
import { isCsvText } from './csv-text'

export type Detected = { mime: string; extension: string }

// file-type is an ES module; Node 20.19+ loads it from Medusa's CommonJS through import()
const fileType = () => import('file-type')

/**
 * What a file is by its content, never by its name or declared type: one of the shop's pictures and videos
 * (MEDIA_TYPES, by magic bytes), or, where `csv` is expected, CSV text; null for anything else.
 */
export async function detectUpload(bytes: Uint8Array, { csv }: { csv: boolean }): Promise<Detected | null> {
  const found = await (await fileType()).fileTypeFromBuffer(bytes)
  if (found) return isMediaType(found.mime) ? { mime: found.mime, extension: MEDIA_TYPES[found.mime][0] } : null
  return csv && isCsvText(bytes) ? { mime: CSV_TYPE, extension: CSV_EXTENSION } : null
}

/** The same decision from the start of a stream (a stored picture or video): the magic bytes are at its head. */
export async function detectMediaStream(stream: NodeJS.ReadableStream): Promise<Detected | null> {
  const found = await (await fileType()).fileTypeFromStream(stream as never)
  return found && isMediaType(found.mime) ? { mime: found.mime, extension: MEDIA_TYPES[found.mime][0] } : null
}
