import { useEffect, useState } from 'react'
import type { Cart } from './cart-state'
import { offersKey } from './shipping-cost'

type Offers = { amount: number }[] | null

// One question per cart, country and value, however many totals show it (dropdown, cart page, checkout summary).
const asked = new Map<string, Promise<Offers>>()

function ask(cartId: string, key: string): Promise<Offers> {
  let offers = asked.get(key)
  if (!offers) {
    offers = import('./cart-sdk')
      .then(({ sdk }) => sdk().fulfillment.listCartOptions({ cart_id: cartId }))
      .then(({ shipping_options }) => shipping_options.map((option) => ({ amount: option.amount })))
      .catch((error: unknown) => {
        console.warn('shipping options unavailable', error)
        asked.delete(key)
        return null
      })
    asked.set(key, offers)
  }
  return offers
}

/**
 * The shipping options Medusa offers a cart without a shipping method (`GET /store/shipping-options?cart_id=`):
 * undefined while asked, null when the cart has a method or no country yet, or the question failed.
 */
export function useShippingOffers(cart: Cart): Offers | undefined {
  const key = offersKey(cart)
  const [answer, setAnswer] = useState<{ key: string; offers: Offers } | null>(null)
  useEffect(() => {
    if (!key) return
    let live = true
    void ask(cart.id, key).then((offers) => live && setAnswer({ key, offers }))
    return () => {
      live = false
    }
  }, [cart.id, key])
  if (!key) return null
  return answer?.key === key ? answer.offers : undefined
}
