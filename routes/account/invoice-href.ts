/** Where the browser downloads an order's invoice (the session cookie goes along; only the order's customer gets it). */
export const invoiceHref = (orderId: string) => `/medusa/store/orders/${encodeURIComponent(orderId)}/invoice`
