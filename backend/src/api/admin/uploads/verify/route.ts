import type { Readable } from 'node:stream'
import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { IFileModuleService } from '@medusajs/framework/types'
import { MedusaError, Modules } from '@medusajs/framework/utils'
import { publicFileUrl } from '../../../../lib/file-storage'
import { detectMediaStream } from '../../../../lib/uploads/detect-content'
import { extensionOf, isMediaType, typeOfExtension } from '../../../../rules/upload-types'
import { visitorLocale } from '../../../visitor-locale'
import { uploadRefused } from '../refusal'
import type { VerifyUpload } from './validators'

const MISSING = {
  de: (key: string) => `Die Datei „${key}“ ist nicht im Speicher.`,
  en: (key: string) => `The file “${key}” is not in the storage.`,
}

/**
 * POST /admin/uploads/verify `{ file_key }`: after a presigned PUT (the storage took the bytes without Medusa
 * seeing them) the back office has the picture or video checked here before it uses it. Its content must be
 * the type its key names (the type the upload URL was signed for); else the file is deleted and the answer is
 * 400. Answers `{ file: { id, url } }` with the file's public URL (under S3_FILE_URL, the media domain).
 */
export async function POST(req: MedusaRequest<VerifyUpload>, res: MedusaResponse) {
  const key = req.validatedBody.file_key
  const declared = typeOfExtension(extensionOf(key))
  if (!isMediaType(declared)) throw uploadRefused(req, 'media', key)
  const files: IFileModuleService = req.scope.resolve(Modules.FILE)
  const stream = (await files.getDownloadStream(key).catch(() => null)) as Readable | null
  if (!stream) throw new MedusaError(MedusaError.Types.NOT_FOUND, MISSING[visitorLocale(req)](key))
  const detected = await detectMediaStream(stream).finally(() => stream.destroy())
  if (detected?.mime !== declared) {
    await files.deleteFiles(key)
    throw uploadRefused(req, 'media', key)
  }
  res.json({ file: { id: key, url: publicFileUrl(process.env, key) } })
}
