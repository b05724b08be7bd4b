/** Session storage keys the checkout writes: the worker's /order/confirmation redirect reads the country. */
export const CHECKOUT_COUNTRY_KEY = 'checkout_country'
export const CHECKOUT_ORDER_KEY = 'checkout_order'
