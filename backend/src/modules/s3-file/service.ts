import { PutObjectCommand } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { S3FileService } from '@medusajs/file-s3/dist/services/s3-file'
import type { FileTypes, Logger } from '@medusajs/framework/types'
import { MedusaError } from '@medusajs/framework/utils'
import { storedDisposition } from '../../rules/upload-types'

type S3Options = ConstructorParameters<typeof S3FileService>[1]

/** The commands that create an object and so fix the headers it is served with. */
const CREATING = new Set(['PutObjectCommand', 'CreateMultipartUploadCommand'])

/** What Medusa's presigned route names a file: a ULID and the declared type's subtype; nothing that could be a path. */
const PLAIN_NAME = /^[\w.+-]{1,200}$/

const ONE_HOUR = 60 * 60

/**
 * @medusajs/file-s3 with the headers a stored file must be served with. Object storage serves what an object's
 * metadata says, so every object is created with the Content-Type of its content (the upload checks decided it)
 * and, unless it is a picture or video the shop shows, `Content-Disposition: attachment` (server-side uploads,
 * the exports' streamed uploads and presigned URLs alike). A presigned upload URL signs Content-Type (and that
 * disposition): file-s3 leaves the type unsigned, so the PUT could have stored any type. What S3 metadata
 * cannot carry (nosniff, the CSP) the media domain adds (docs/deployment.md).
 */
export class ShopS3FileService extends S3FileService {
  static identifier = 's3'

  constructor(deps: { logger: Logger }, options: S3Options) {
    super(deps, options)
    this.client_.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { ContentType?: string; ContentDisposition?: string }
        if (CREATING.has(context.commandName ?? '')) input.ContentDisposition ??= storedDisposition(input.ContentType)
        return next(args)
      },
      { step: 'initialize', name: 'shopStoredDisposition' },
    )
  }

  async getPresignedUploadUrl(fileData: FileTypes.ProviderGetPresignedUploadUrlDTO): Promise<FileTypes.ProviderFileResultDTO> {
    if (!fileData?.filename || !PLAIN_NAME.test(fileData.filename) || fileData.filename.includes('..')) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid filename: ${fileData?.filename}`)
    }
    const key = `${this.config_.prefix}${fileData.filename}`
    const command = new PutObjectCommand({
      Bucket: this.config_.bucket,
      Key: key,
      ContentType: fileData.mimeType,
      ACL: fileData.access ? this.resolveAcl(fileData.access) : undefined,
    })
    const url = await getSignedUrl(this.client_, command, {
      expiresIn: fileData.expiresIn ?? ONE_HOUR,
      signableHeaders: new Set(['content-type', 'content-disposition']),
    })
    return { url, key }
  }
}
