import type {
  AdminWorkflowExecution,
  AdminWorkflowExecutionStep,
  FulfillmentStatus,
  OrderStatus,
  PaymentCollectionStatus,
  PaymentStatus,
  ProductStatus,
} from '@medusajs/types'
import type { MessageKey, Translate } from '../i18n'

/**
 * Every status Medusa 2.21 knows (@medusajs/types) with its text in the admin dictionaries: a status Medusa adds
 * without a text here, or a text that is not in the dictionary, is a type error. Payment badges show an order's
 * payment state and a payment collection's status alike.
 */
export const STATUS_TEXTS = {
  payment: {
    not_paid: 'status.payment.not_paid',
    awaiting: 'status.payment.awaiting',
    authorized: 'status.payment.authorized',
    partially_authorized: 'status.payment.partially_authorized',
    captured: 'status.payment.captured',
    partially_captured: 'status.payment.partially_captured',
    partially_refunded: 'status.payment.partially_refunded',
    refunded: 'status.payment.refunded',
    canceled: 'status.payment.canceled',
    requires_action: 'status.payment.requires_action',
    failed: 'status.payment.failed',
    completed: 'status.payment.completed',
  } satisfies Record<PaymentStatus | PaymentCollectionStatus, MessageKey>,
  fulfillment: {
    not_fulfilled: 'status.fulfillment.not_fulfilled',
    partially_fulfilled: 'status.fulfillment.partially_fulfilled',
    fulfilled: 'status.fulfillment.fulfilled',
    partially_shipped: 'status.fulfillment.partially_shipped',
    shipped: 'status.fulfillment.shipped',
    partially_delivered: 'status.fulfillment.partially_delivered',
    delivered: 'status.fulfillment.delivered',
    canceled: 'status.fulfillment.canceled',
  } satisfies Record<FulfillmentStatus, MessageKey>,
  product: {
    draft: 'status.product.draft',
    proposed: 'status.product.proposed',
    published: 'status.product.published',
    rejected: 'status.product.rejected',
  } satisfies Record<ProductStatus, MessageKey>,
  order: {
    pending: 'orderList.states.pending',
    completed: 'orderList.states.completed',
    draft: 'orderList.states.draft',
    archived: 'orderList.states.archived',
    canceled: 'orderList.states.canceled',
    requires_action: 'orderList.states.requires_action',
  } satisfies Record<OrderStatus, MessageKey>,
  // a workflow execution's state and its steps' states (Medusa's TransactionState and TransactionStepState)
  workflow: {
    not_started: 'workflows.states.not_started',
    invoking: 'workflows.states.invoking',
    waiting_to_compensate: 'workflows.states.waiting_to_compensate',
    compensating: 'workflows.states.compensating',
    done: 'workflows.states.done',
    reverted: 'workflows.states.reverted',
    failed: 'workflows.states.failed',
    dormant: 'workflows.states.dormant',
    skipped: 'workflows.states.skipped',
    skipped_failure: 'workflows.states.skipped_failure',
    timeout: 'workflows.states.timeout',
  } satisfies Record<AdminWorkflowExecution['state'] | AdminWorkflowExecutionStep['invoke']['state'], MessageKey>,
}

export type StatusKind = keyof typeof STATUS_TEXTS

/** The text of a status, or none for a value Medusa's types do not list (an answer of a newer Medusa). */
export const statusText = (kind: StatusKind, status: string): MessageKey | undefined => {
  const texts: Record<string, MessageKey> = STATUS_TEXTS[kind]
  return Object.hasOwn(texts, status) ? texts[status] : undefined
}

/** A status in words, for badges, CSV cells and detail rows alike; an unknown one says so and shows its value. */
export const statusLabel = (t: Translate, kind: StatusKind, status: string | null | undefined) => {
  const key = statusText(kind, status ?? '')
  return key ? t(key) : t('status.unknown', { status: status || '–' })
}

const GOOD = ['captured', 'completed', 'delivered', 'shipped', 'published', 'fulfilled', 'done']
const BAD = ['canceled', 'failed', 'requires_action', 'rejected', 'refunded', 'reverted', 'timeout', 'skipped_failure']

/** Green for done, red for a problem, amber for everything still open. */
export const statusTone = (status: string): 'good' | 'bad' | 'open' => (GOOD.includes(status) ? 'good' : BAD.includes(status) ? 'bad' : 'open')
