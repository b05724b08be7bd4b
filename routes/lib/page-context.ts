import { createContext, useContext } from 'react'
import type { Locale } from '../../i18n/locale'
import type { PaymentOffer } from '../api-types'

/**
 * Where the visitor is: the same values on the server and in the browser, so hydration matches. `payment`: what the
 * country's shop takes (the layout's data): every promise of payment methods and the checkout's choice read it.
 */
export type PageInfo = { country: string; locale: Locale; origin: string; url: URL; payment: PaymentOffer }

export const PageContext = createContext<PageInfo | null>(null)

export function usePage(): PageInfo {
  const page = useContext(PageContext)
  if (!page) throw new Error('usePage() outside <App>')
  return page
}
