const orderPath = (orderId: string) => `/medusa/store/orders/${encodeURIComponent(orderId)}`

/** Where the browser downloads an order's invoice (the session cookie goes along; only the order's customer gets it). */
export const invoiceHref = (orderId: string) => `${orderPath(orderId)}/invoice`

/** A credit note's download, authorised as the invoice is. */
export const creditNoteHref = (orderId: string, creditNoteId: string) => `${orderPath(orderId)}/credit-notes/${encodeURIComponent(creditNoteId)}`

/** The order's documents as the back end lists them (GET /store/orders/:id/documents). */
export type OrderDocuments = {
  invoice: { number: string; issued_at: string } | null
  credit_notes: { id: string; number: string; issued_at: string; amount: number; currency_code: string; invoice_number: string }[]
}
