/**
 * What the account asks Medusa for: one definition for the browser's js-sdk calls and the worker's
 * /api/account/orders, which renders the first page of orders with the HTML.
 */

/** The customer with the addresses and the metadata (wishlist) the account pages show. */
export const CUSTOMER_FIELDS = '*addresses,+metadata'

/** A list row: number, date, state, total, how many pieces. */
const ORDER_LIST_FIELDS = 'id,display_id,created_at,status,payment_status,fulfillment_status,total,currency_code,*items'

export const ORDERS_PER_PAGE = 10

/** Pages past this one are refused by the API; the page clamps to it. */
export const MAX_ORDERS_PAGE = 10_000

/** The page of `?page=`; anything that is not a page number is the first page. */
export const ordersPageOf = (url: URL) => Math.min(MAX_ORDERS_PAGE, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))

/** Medusa's query of one page of the customer's orders, newest first. */
export const orderListQuery = (page: number) => ({
  fields: ORDER_LIST_FIELDS,
  limit: ORDERS_PER_PAGE,
  offset: (page - 1) * ORDERS_PER_PAGE,
  order: '-created_at',
})
