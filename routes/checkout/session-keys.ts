/** Session storage keys the checkout writes: the worker's /order/confirmation redirect reads the country. */
export const CHECKOUT_COUNTRY_KEY = 'checkout_country'
export const CHECKOUT_ORDER_KEY = 'checkout_order'
/** The newsletter consent given with an order paid by PayPal: the order is placed when the shopper returns from PayPal. */
export const CHECKOUT_NEWSLETTER_KEY = 'checkout_newsletter'

export function remember(key: string, value: string) {
  try {
    sessionStorage.setItem(key, value)
  } catch {
    // storage blocked: the confirmation page still has the order id in its URL
  }
}

export function recall(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}
