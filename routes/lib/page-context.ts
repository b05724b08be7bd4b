import { createContext, useContext } from 'react'
import type { Locale } from '../../i18n/locale'

/** Where the visitor is: the same values on the server and in the browser, so hydration matches. */
export type PageInfo = { country: string; locale: Locale; origin: string; url: URL }

export const PageContext = createContext<PageInfo | null>(null)

export function usePage(): PageInfo {
  const page = useContext(PageContext)
  if (!page) throw new Error('usePage() outside <App>')
  return page
}
