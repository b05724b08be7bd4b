import { createContext, useContext } from 'react'
import type { Locale } from '../../rules/languages'
import type { LayoutData } from './types'

/**
 * Where the visitor is: the same values on the server and in the browser, so hydration matches. The layout's data:
 * `payment`, what the country's shop takes (every promise of payment methods and the checkout's choice read it), and
 * `menu`, the categories (the header's, and the home page's tiles).
 */
export type PageInfo = { country: string; locale: Locale; origin: string; url: URL } & LayoutData

export const PageContext = createContext<PageInfo | null>(null)

export function usePage(): PageInfo {
  const page = useContext(PageContext)
  if (!page) throw new Error('usePage() outside <App>')
  return page
}
