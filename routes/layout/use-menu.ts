import { useCallback, useEffect, useState } from 'react'
import type { Locale } from '../../i18n/locale'
import type { MenuResponse } from '../api-types'
import { fetchApi } from '../lib/api-client'
import type { LayoutData } from '../lib/types'

export type MenuState = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; menu: LayoutData['menu'] }

const isEmpty = (menu: LayoutData['menu']) => menu.product_categories.length === 0 && menu.functional_categories.length === 0

/**
 * The category menu of the page; when the server could not load it (the layout carries an empty
 * menu then), the mobile menu asks again and shows placeholders meanwhile.
 */
export function useMenu(initial: LayoutData['menu'], locale: Locale): MenuState {
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const [state, setState] = useState<MenuState>(() => (isEmpty(initial) ? { status: 'pending' } : { status: 'success', menu: initial }))
  useEffect(() => {
    if (!isEmpty(initial)) {
      setState({ status: 'success', menu: initial })
      return
    }
    let current = true
    setState({ status: 'pending' })
    fetchApi<MenuResponse>(`/api/categories/${locale}/menu`).then(
      ({ menu }) => current && setState({ status: 'success', menu }),
      (error: unknown) => {
        console.error('mobile menu: loading the categories failed', error)
        if (current) setState({ status: 'error', retry })
      },
    )
    return () => {
      current = false
    }
  }, [initial, locale, attempt, retry])
  return state
}
