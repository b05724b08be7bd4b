/** The HTTP status the js-sdk's FetchError carries, if the back end answered at all. */
export const backendStatus = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown })?.status
  return typeof status === 'number' ? status : undefined
}
