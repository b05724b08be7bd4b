import type { FileTypes, LocalFileServiceOptions } from '@medusajs/framework/types'
import { LocalFileService } from '@medusajs/medusa/file-local'

// Only the path of this base matters: every URL handed out is reduced to `/static/<key>`.
const URL_BASE = 'http://localhost/static'

const pathOf = (url: string) => new URL(url).pathname

/**
 * The local file provider with root-relative URLs. Medusa serves the upload directory under
 * /static on whatever port it runs (9000 in dev, 9100 in tests), so an absolute URL stored in a
 * product would point at the wrong server; the storefront prefixes `/static/` sources with the
 * back end's base URL instead.
 */
export class StaticFileService extends LocalFileService {
  static identifier = 'static-file'

  constructor(container: unknown, options: LocalFileServiceOptions) {
    super(container, { ...options, backend_url: URL_BASE })
  }

  async upload(file: FileTypes.ProviderUploadFileDTO): Promise<FileTypes.ProviderFileResultDTO> {
    const result = await super.upload(file)
    return { ...result, url: pathOf(result.url) }
  }

  async getUploadStream(fileData: FileTypes.ProviderUploadStreamDTO) {
    const result = await super.getUploadStream(fileData)
    return {
      ...result,
      url: pathOf(result.url),
      promise: result.promise.then((file) => ({ ...file, url: pathOf(file.url) })),
    }
  }

  async getPresignedDownloadUrl(file: FileTypes.ProviderGetFileDTO): Promise<string> {
    return pathOf(await super.getPresignedDownloadUrl(file))
  }
}
