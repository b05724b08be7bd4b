/** The statuses Medusa 2.21 knows (@medusajs/types), each with a text in the admin dictionaries. */
export const STATUSES = {
  payment: ['not_paid', 'awaiting', 'authorized', 'partially_authorized', 'captured', 'partially_captured', 'partially_refunded', 'refunded', 'canceled', 'requires_action', 'failed', 'completed'],
  fulfillment: ['not_fulfilled', 'partially_fulfilled', 'fulfilled', 'partially_shipped', 'shipped', 'partially_delivered', 'delivered', 'canceled'],
  product: ['draft', 'proposed', 'published', 'rejected'],
} as const

export type StatusKind = keyof typeof STATUSES

export const isKnownStatus = (kind: StatusKind, status: string) => (STATUSES[kind] as readonly string[]).includes(status)

const GOOD = ['captured', 'completed', 'delivered', 'shipped', 'published', 'fulfilled']
const BAD = ['canceled', 'failed', 'requires_action', 'rejected', 'refunded']

/** Green for done, red for a problem, amber for everything still open. */
export const statusTone = (status: string): 'good' | 'bad' | 'open' => (GOOD.includes(status) ? 'good' : BAD.includes(status) ? 'bad' : 'open')
