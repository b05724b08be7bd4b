import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { IFileModuleService } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { detectUpload } from '../../../lib/uploads/detect-content'
import { CSV_TYPE } from '../../../rules/upload-types'
import { uploadRefused } from './refusal'

type ImportBody = { file_key: string; originalname: string }

/**
 * POST /admin/products/imports registers a file uploaded before (presigned PUT or /admin/uploads): it must be
 * CSV text by its content, read from the file module; else 400 (a missing file too). The file stays: its key
 * may name any stored file.
 */
export async function checkImportFile(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const { file_key, originalname } = req.validatedBody as ImportBody
  const files: IFileModuleService = req.scope.resolve(Modules.FILE)
  const bytes = await files.getAsBuffer(file_key).catch(() => null)
  const detected = bytes && (await detectUpload(bytes, { csv: true }))
  if (detected?.mime !== CSV_TYPE) return next(uploadRefused(req, 'csv', originalname || file_key))
  next()
}
