import { useIsFetching, useIsMutating, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { createLoadingBar, type LoadingBar } from '../../loading-bar'
import { isUnauthorized } from '../api/errors'

/** On error the bar turns a red gradient, so a failed load is seen even without a notification. */
const ERROR_GRADIENT = 'linear-gradient(90deg, #fca5a5, #dc2626 55%, #991b1b)'

/**
 * The top page-loading bar (6 px, light gold, red gradient on error; throttle 200 ms,
 * duration 2000 ms, hide delay 500 ms, reset delay 400 ms), the same bar the shop uses. It runs while
 * any data of the back office loads and turns red when a load failed.
 */
export function PageLoadingBar() {
  // reads and changes alike: saving a product shows the bar, a refused save turns it red
  const fetching = useIsFetching() + useIsMutating()
  const queryClient = useQueryClient()
  const bar = useRef<LoadingBar | null>(null)
  const failed = useRef(false)
  const wasFetching = useRef(false)

  useEffect(() => {
    bar.current = createLoadingBar({ errorBackground: ERROR_GRADIENT })
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      // a 401 is "nobody signed in": the login screen follows, which is no failed load
      if (event.type === 'updated' && event.action.type === 'error' && !isUnauthorized(event.action.error)) failed.current = true
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') failed.current = true
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient])

  useEffect(() => {
    if (fetching > 0 && !wasFetching.current) {
      failed.current = false
      bar.current?.start()
    } else if (fetching === 0 && wasFetching.current) {
      if (failed.current) bar.current?.fail()
      else bar.current?.done()
    }
    wasFetching.current = fetching > 0
  }, [fetching])

  return null
}
