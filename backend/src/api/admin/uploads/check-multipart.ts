import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { type Detected, detectUpload } from '../../../lib/uploads/detect-content'
import { CSV_TYPE } from '../../../rules/upload-types'
import { type Expected, uploadRefused } from './refusal'

/** What multer (Medusa's multipart parser, run before these) leaves on the request for each file. */
type Part = { originalname: string; mimetype: string; buffer: Buffer }

/** The name with the extension of what the file is: the stored file's extension decides how it is served. */
const renamed = (name: string, extension: string) => `${name.replace(/\.[^./\\]*$/, '') || 'file'}.${extension}`

/** Takes the detected type as the file's type and name, so the file module stores and serves exactly that. */
function adopt(part: Part, detected: Detected) {
  part.mimetype = detected.mime
  part.originalname = renamed(part.originalname, detected.extension)
}

async function checkParts(req: MedusaRequest, parts: Part[], expected: Expected) {
  for (const part of parts) {
    const detected = await detectUpload(part.buffer, { csv: expected !== 'media' })
    if (!detected || (expected === 'csv' && detected.mime !== CSV_TYPE)) throw uploadRefused(req, expected, part.originalname)
    adopt(part, detected)
  }
}

/**
 * POST /admin/uploads: each file must be one of the shop's pictures or videos by its content, or CSV (the
 * product import's presigned flow sends its file here when the local file module stores it); else 400.
 */
export async function checkUploadedFiles(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const parts = (req as unknown as { files?: Part[] }).files ?? []
  await checkParts(req, parts, 'media-or-csv').then(() => next(), next)
}

/** POST /admin/products/import (multipart, field `file`): the file must be CSV text; else 400. */
export async function checkImportUpload(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const part = (req as unknown as { file?: Part }).file
  await checkParts(req, part ? [part] : [], 'csv').then(() => next(), next)
}
