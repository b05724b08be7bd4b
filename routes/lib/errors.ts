/** A failure with an HTTP status: loaders throw it, the renderers turn it into the error page. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message = `HTTP ${status}`,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const notFound = (message = 'Not Found') => new HttpError(404, message)

/** The page module itself could not be fetched (typically a stale chunk after a deploy). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Failed to load page module', { cause })
    this.name = 'ChunkLoadError'
  }
}
