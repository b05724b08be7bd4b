/** The cart id lives in the `cart_id` cookie for 90 days. */
const CART_COOKIE = 'cart_id'
const CART_COOKIE_MAX_AGE = 7_776_000

/** The cart id in a Cookie header / document.cookie string, or null. */
export function cartIdFrom(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === CART_COOKIE) {
      const id = decodeURIComponent(value.join('='))
      return /^cart_[A-Za-z0-9]+$/.test(id) ? id : null
    }
  }
  return null
}

/** The Set-Cookie / document.cookie text that stores (or, with null, clears) the cart id. */
export function cartCookie(id: string | null, secure: boolean): string {
  const attributes = `; path=/; samesite=lax${secure ? '; secure' : ''}`
  return id === null ? `${CART_COOKIE}=${attributes}; max-age=0` : `${CART_COOKIE}=${encodeURIComponent(id)}${attributes}; max-age=${CART_COOKIE_MAX_AGE}`
}

export const readCartId = () => cartIdFrom(document.cookie)
export const writeCartId = (id: string | null) => {
  document.cookie = cartCookie(id, location.protocol === 'https:')
}
