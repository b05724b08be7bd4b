import { useCallback, useEffect, useState } from 'react'
import type { Locale } from '../../rules/languages'
import type { MenuResponse } from '../api-types'
import { menuRequest } from './menu-request'

export type MenuState = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; menu: MenuResponse['menu'] }

/**
 * The mobile menu's categories: the page carries only the top level (routes/layout/menu.ts), so the drawer takes the
 * rest from `menuRequest`; placeholders until it is there, a retry when it failed.
 */
export function useMenu(locale: Locale): MenuState {
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const [state, setState] = useState<MenuState>({ status: 'pending' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again after a failure
  useEffect(() => {
    let current = true
    setState({ status: 'pending' })
    menuRequest(locale).then(
      (menu) => current && setState({ status: 'success', menu }),
      (error: unknown) => {
        console.error('mobile menu: loading the categories failed', error)
        if (current) setState({ status: 'error', retry })
      },
    )
    return () => {
      current = false
    }
  }, [locale, attempt, retry])
  return state
}
