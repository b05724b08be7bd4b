import { type ReactNode, useEffect, useState } from 'react'
import { usePathname } from 'wouter/use-browser-location'
import type { Locale } from '../../rules/languages'
import { AdminI18nContext, adminTranslator, loadAdminDictionary, type Translate } from './i18n'
import { localeFromPath } from './locale'
import { syncLocaleCookie } from './locale-cookie'

export type I18nState = { locale: Locale; t: Translate }

/**
 * The language follows the path. When the path names another language than the active one, the
 * dictionary is switched (its chunk loaded first, so no half-translated screen) and the locale cookie set.
 */
export function AdminI18nProvider({ initial, children }: { initial: I18nState; children: (locale: Locale) => ReactNode }) {
  const [state, setState] = useState(initial)
  const wanted = localeFromPath(usePathname()) ?? state.locale

  useEffect(() => {
    syncLocaleCookie(wanted)
    document.documentElement.lang = wanted
    if (wanted === state.locale) return
    let current = true
    void loadAdminDictionary(wanted).then((dictionary) => {
      if (current) setState({ locale: wanted, t: adminTranslator(wanted, dictionary) })
    })
    return () => {
      current = false
    }
  }, [wanted, state.locale])

  // the router follows the path at once; the texts follow as soon as their dictionary is in
  return <AdminI18nContext.Provider value={state}>{children(wanted)}</AdminI18nContext.Provider>
}
