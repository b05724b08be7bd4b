import type { AppState } from '../routes/app'

/** The page React shows: hydration starts from the server's, the router replaces it on each navigation. */
export function createPageState(initial: AppState) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next: AppState) {
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type PageState = ReturnType<typeof createPageState>
