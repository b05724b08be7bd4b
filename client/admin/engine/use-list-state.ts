import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { type ListState, parseListState, stringifyListState, updateListState } from './url-state'

/**
 * The list state of the page's address and a setter. Paging, filters and sort add a history entry (back
 * undoes them); typing in the search box replaces the entry, so back does not replay every keystroke.
 */
export function useListState() {
  const search = useSearch()
  const [path, navigate] = useLocation()
  const state = useMemo(() => parseListState(search), [search])
  const setState = useCallback(
    (change: Partial<ListState>, options: { replace?: boolean } = {}) => {
      const next = stringifyListState(updateListState(parseListState(location.search), change))
      navigate(next ? `${path}?${next}` : path, { replace: options.replace ?? change.q !== undefined })
    },
    [navigate, path],
  )
  return [state, setState] as const
}
