import type { AccountOrdersResponse } from '../api-types'
import { HttpError } from '../lib/errors'
import type { LoadContext } from '../lib/types'
import { ordersPageOf } from './store-queries'

/** The customer and the page of orders, or null: then the page asks the back end itself, as every account page does. */
export type OrdersData = AccountOrdersResponse | null

/**
 * The orders come with the HTML (the server has the visitor's session cookie). Signed out, an expired
 * session or a back end in trouble is not an error page here: the page then takes the browser's way, which
 * sends a signed-out visitor to the login and shows the failure's message with another try otherwise.
 * A navigation in the browser (after the login, from another page) takes that way too: the customer is known
 * by then and the page shows at once, where waiting for the server's reading held it back (log in → account
 * page 940 instead of 520 ms).
 */
async function load(api: LoadContext['api'], page: number): Promise<OrdersData> {
  if (typeof document !== 'undefined') return null
  try {
    return await api<AccountOrdersResponse>(`/api/account/orders?page=${page}`)
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) console.warn('orders: not loaded with the page', error)
    return null
  }
}

/** /account/orders?page=: that page. */
export const loadOrders = ({ url, api }: LoadContext) => load(api, ordersPageOf(url))

/** /account: the newest orders, whatever the URL says. */
export const loadAccount = ({ api }: LoadContext) => load(api, 1)
