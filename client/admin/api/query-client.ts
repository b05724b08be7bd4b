import { QueryCache, QueryClient } from '@tanstack/react-query'
import { isUnauthorized } from './errors'

export const ME_QUERY_KEY = ['users', 'me'] as const
const ME_QUERY_HASH = JSON.stringify(ME_QUERY_KEY)

/**
 * One cache for the whole back office. A 401 from any call means the session ended (logout in another
 * tab, expiry): the signed-in user is fetched again, and the gate then shows the login screen.
 */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (isUnauthorized(error) && query.queryHash !== ME_QUERY_HASH) void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
      },
    }),
    defaultOptions: {
      queries: {
        // staff expect what they see to be current; a retry only for answers that may change by themselves
        staleTime: 10_000,
        retry: (count, error) => count < 2 && !isClientError(error),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  })
  return client
}

const isClientError = (error: unknown) => {
  const status = (error as { status?: unknown })?.status
  return typeof status === 'number' && status >= 400 && status < 500
}
