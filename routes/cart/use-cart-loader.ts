import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { cartAtom, cartPendingAtom, cartStatusAtom } from './cart-state'
import { cartActions, useCartContext } from './use-cart'

/** Loads the stored cart once the page is interactive; pages that show the cart use this. */
export function useCart() {
  const ctx = useCartContext()
  const cart = useAtomValue(cartAtom)
  const status = useAtomValue(cartStatusAtom)
  const pending = useAtomValue(cartPendingAtom)
  useEffect(() => {
    void cartActions().then(({ loadCart }) => loadCart(ctx))
  }, [ctx])
  const reload = () => void cartActions().then(({ loadCart }) => loadCart(ctx))
  return { cart, status, pending: pending > 0, reload, ctx }
}
