import { useCallback, useEffect, useState } from 'react'
import type { Locale } from '../../i18n/locale'
import type { MenuResponse } from '../api-types'
import { fetchApi } from '../lib/api-client'

export type MenuState = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; menu: MenuResponse['menu'] }

/**
 * The whole category menu of a language (names and icons two levels down): the page carries only its top level
 * (routes/layout/menu.ts), so the mobile menu fetches the rest when it first opens (the drawer's 0.5 s slide covers
 * the round trip; placeholders show until then).
 */
const loadMenu = (locale: Locale) => fetchApi<MenuResponse>(`/api/categories/${locale}/menu`).then(({ menu }) => menu)

/** The mobile menu's categories: placeholders until the menu is there, a retry when it failed. */
export function useMenu(locale: Locale): MenuState {
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const [state, setState] = useState<MenuState>({ status: 'pending' })
  useEffect(() => {
    let current = true
    setState({ status: 'pending' })
    loadMenu(locale).then(
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
