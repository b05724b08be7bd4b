import type { AdminOrder } from '@medusajs/types'
import { sdk } from '../../../api/sdk'
import type { ActionSpec, RenderContext } from '../../../engine/resource'
import { money } from '../../../ui/format'
import { capturePayment } from '../calls/payments'
import { customerName, orderNumber, PAYMENT_FIELDS, referenceOf } from '../order-fields'
import { amountOf, openCardPayments } from '../payments'
import { bookTransfer, transferDue } from './transfer-booking'

const fresh = async (order: AdminOrder) => (await sdk.admin.order.retrieve(order.id, { fields: PAYMENT_FIELDS })).order

/** The orders an action books, each with its reference and the amount, so staff compare them with the bank statement. */
function BookingList({ rows, due, context }: { rows: AdminOrder[]; due: Due; context: RenderContext }) {
  return (
    <ul className="mb-4 max-h-64 divide-y divide-stone-200 overflow-y-auto rounded-md border border-stone-200 text-sm" data-testid="booking-list">
      {rows.map((order) => (
        <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
          <span className="font-medium text-stone-900">
            {orderNumber(order)} · {referenceOf(order)}
          </span>
          <span className="min-w-0 truncate text-stone-600">{customerName(order) || order.email}</span>
          <span className="tabular-nums">{money(due(order) ?? order.total, order.currency_code, context.locale)}</span>
        </li>
      ))}
    </ul>
  )
}

/** The sum an action books on an order, or null when it has nothing to book there. */
type Due = (order: AdminOrder) => number | null

/**
 * Books the chosen orders' money of one kind, after a confirmation that lists them. Each order's payments are read
 * again first, so a payment booked meanwhile is not booked twice.
 */
const bookingAction = (
  due: Due,
  book: (order: AdminOrder) => Promise<unknown>,
  spec: Pick<ActionSpec<AdminOrder>, 'id' | 'label' | 'icon' | 'confirm' | 'done'>,
): ActionSpec<AdminOrder> => ({
  ...spec,
  when: (order) => due(order) !== null,
  summary: (rows, context) => <BookingList rows={rows} due={due} context={context} />,
  run: async (rows) => {
    for (const row of rows) await book(await fresh(row))
  },
  invalidates: ['orders'],
})

/**
 * "Zahlungseingang buchen": the bank transfers of the chosen orders arrived (one order, or many after reading the bank
 * statement) — for an order of the shop, a draft converted, or money asked for after an edit alike.
 */
export const markPaid = bookingAction(transferDue, bookTransfer, {
  id: 'mark-paid',
  label: 'orderList.markPaid',
  icon: 'i-ph-bank',
  confirm: { title: 'orderList.markPaidTitle', text: 'orderList.markPaidText', action: 'orderList.markPaid' },
  done: 'orderList.markedPaid',
})

const cardDue: Due = (order) => (openCardPayments(order).length ? amountOf(openCardPayments(order)) : null)

// one order normally has one payment; several are captured one after the other, each in full
async function captureCards(order: AdminOrder) {
  for (const payment of openCardPayments(order)) await capturePayment(payment.id)
}

/** Card and PayPal payments are captured when the order ships, within the authorization's 7 days. */
export const captureCard = bookingAction(cardDue, captureCards, {
  id: 'capture',
  label: 'order.capture',
  icon: 'i-ph-hand-coins',
  confirm: { title: 'order.captureTitle', text: 'orderList.captureText', action: 'order.captureConfirm' },
  done: 'orderList.capturedDone',
})
