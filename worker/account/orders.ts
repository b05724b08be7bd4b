import type { HttpTypes } from '@medusajs/types'
import { Hono } from 'hono'
import type { Customer } from '../../routes/account/customer-state'
import { CUSTOMER_FIELDS, MAX_ORDERS_PAGE, orderListQuery } from '../../routes/account/store-queries'
import type { AccountOrdersResponse } from '../../routes/api-types'
import type { AppEnv } from '../env'
import { HttpError } from '../http/errors'
import { parseInteger } from '../http/params'
import { medusa } from '../medusa/client'
import { cookieForBackend } from '../proxy/session-cookies'
import { CUSTOMER_SURFACE } from '../proxy/surfaces'

/**
 * GET /api/account/orders?page=: the signed-in customer and a page of their orders, read from Medusa with
 * the visitor's own session cookie. The orders page's loader renders them with the HTML, so the page needs
 * no back-end client in the browser to show them. Per visitor: never cached anywhere.
 */
export const accountOrders = new Hono<AppEnv>()

const signedOut = () => new HttpError(401, 'Not signed in')

accountOrders.use('*', async (c, next) => {
  await next()
  c.res.headers.set('cache-control', 'private, no-store')
})

accountOrders.get('/', async (c) => {
  const page = parseInteger(c.req.query('page'), 'page', { min: 1, max: MAX_ORDERS_PAGE, fallback: 1 })
  const cookie = cookieForBackend(CUSTOMER_SURFACE, c.req.header('cookie'))
  if (!cookie) throw signedOut()
  const store = medusa(c.env).store
  try {
    const [{ customer }, { orders, count }] = await Promise.all([
      store.customer.retrieve({ fields: CUSTOMER_FIELDS }, { cookie }),
      store.order.list(orderListQuery(page) as HttpTypes.StoreOrderFilters, { cookie }),
    ])
    return c.json<AccountOrdersResponse>({ customer: customer as Customer, orders, count })
  } catch (error) {
    // an expired or unknown session: signed out, as the browser's own call would say
    if ((error as { status?: unknown }).status === 401) throw signedOut()
    throw error
  }
})
