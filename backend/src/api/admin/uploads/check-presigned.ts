import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { essenceOf, extensionOf, isUploadType, typeOfExtension } from '../../../rules/upload-types'
import { uploadRefused } from './refusal'

type PresignedBody = { originalname: string; mime_type: string; size: number }

/**
 * POST /admin/uploads/presigned-urls (after Medusa's body validation): the declared type must be one the shop
 * accepts and agree with the name's extension; else 400. The type is passed on without parameters or case,
 * because the S3 provider signs it into the URL (src/modules/s3-file): the storage then takes the PUT only with
 * exactly that Content-Type, and the file's content is checked where it is used (POST /admin/uploads/verify,
 * the import's registration).
 */
export function checkPresignedRequest(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.validatedBody as PresignedBody
  const declared = essenceOf(body.mime_type)
  if (!isUploadType(declared) || typeOfExtension(extensionOf(body.originalname)) !== declared) {
    return next(uploadRefused(req, 'media-or-csv', body.originalname))
  }
  body.mime_type = declared
  next()
}
