/** A Meilisearch API error: the same `code`, `type` and `link` a hosted Meilisearch answers, so clients handle both alike. */
export class SearchError extends Error {
  /** The message already names where in the request the error lies (a multi-search does not prefix it again). */
  located = false

  constructor(
    message: string,
    readonly code: string,
    readonly status = 400,
    readonly type: 'invalid_request' | 'auth' | 'internal' = 'invalid_request',
  ) {
    super(message)
  }

  get body() {
    return { message: this.message, code: this.code, type: this.type, link: `https://docs.meilisearch.com/errors#${this.code}` }
  }
}
