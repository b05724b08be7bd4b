import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { IFileModuleService } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { importableCsv } from '../../../lib/importable-csv'

/**
 * POST /admin/products/import (multipart): the uploaded file made importable (src/lib/importable-csv.ts) before
 * Medusa reads it. Medusa's import would keep the export's apostrophe (`'=1` would become a title `'=1`) and refuses
 * its own export's variant picture columns.
 */
export function importableUpload(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const file = (req as MedusaRequest & { file?: { buffer?: Buffer } }).file
  const text = file?.buffer ? importableCsv(file.buffer.toString('utf-8')) : null
  if (file && text !== null) file.buffer = Buffer.from(text, 'utf-8')
  next()
}

/**
 * POST /admin/products/imports (a file uploaded before, named by `file_key`): when the file is not importable as it
 * is, an importable copy is stored and registered in its place. The upload itself is left alone: `file_key` is the
 * caller's word, and Medusa never deletes it either. A file that cannot be read goes on to Medusa unchanged,
 * which reports it as it always does.
 */
export async function importableRegisteredFile(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.validatedBody as { file_key?: unknown; originalname?: unknown } | undefined
  if (typeof body?.file_key !== 'string') return next()
  try {
    const files: IFileModuleService = req.scope.resolve(Modules.FILE)
    const text = importableCsv((await files.getAsBuffer(body.file_key)).toString('utf-8'))
    if (text !== null) {
      const filename = typeof body.originalname === 'string' && body.originalname ? body.originalname : 'import.csv'
      // base64: the file module then stores exactly these bytes, whatever the text holds
      const copy = await files.createFiles({ filename, mimeType: 'text/csv', content: Buffer.from(text, 'utf-8').toString('base64') })
      body.file_key = copy.id
    }
  } catch (error) {
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`product import: file left as uploaded (${(error as Error).message})`)
  }
  next()
}
