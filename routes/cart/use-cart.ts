import { useStore } from 'jotai'
import { useMemo } from 'react'
import { useT } from '../../i18n'
import { usePage } from '../lib/page-context'
import type { CartContext } from './cart-state'

/** The cart actions live in a lazy chunk with Medusa's js-sdk; this is the only way components reach them. */
export const cartActions = () => import('./cart-actions')

/** What the cart actions need, from the surrounding app. */
export function useCartContext(): CartContext {
  const store = useStore()
  const { country } = usePage()
  const t = useT()
  return useMemo(() => ({ store, country, t }), [store, country, t])
}
