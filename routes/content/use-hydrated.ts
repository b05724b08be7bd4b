import { useEffect, useState } from 'react'

/**
 * False on the server and in the first browser render, true once React runs: forms keep the browser's
 * own validation without JavaScript and switch to ours (noValidate) after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
