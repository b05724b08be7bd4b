/**
 * The back end did not answer in time or could not be reached at all. Everything that turns errors
 * into answers maps it to 503 (with Retry-After); the caches answer with a stale copy instead if they have one.
 */
export class BackendUnavailable extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable',
    readonly deadlineMs: number,
    detail?: string,
  ) {
    super(
      reason === 'timeout'
        ? `The shop back end did not answer within ${deadlineMs / 1000} s`
        : `The shop back end is unreachable${detail ? ` (${detail})` : ''}`,
    )
    this.name = 'BackendUnavailable'
  }
}

export const isBackendUnavailable = (error: unknown): error is BackendUnavailable => error instanceof BackendUnavailable
