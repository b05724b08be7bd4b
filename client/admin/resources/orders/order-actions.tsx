import type { AdminOrder } from '@medusajs/types'
import { sdk } from '../../api/sdk'
import type { ActionSpec } from '../../engine/resource'
import { money } from '../../ui/format'
import { providerName } from '../payment-providers'
import { claimRefund, claimReplacement } from './claims/claim-actions'
import { printPackingSlips } from './documents/packing-slips'
import { editOrder } from './edits/edit-order-action'
import { exchange } from './exchanges/exchange-action'
import { createFulfilment } from './fulfilment/create-fulfilment'
import { captureCard, markPaid } from './payment/capture-actions'
import { requestPayment } from './payment/collection-actions'
import { addCreditLine } from './payment/credit-line'
import { refundsOnCancel } from './payment/money-owed'
import { createReturn } from './returns/return-actions'
import { offerTransfer, withdrawTransfer } from './transfer/transfer-actions'

const cancelOrder: ActionSpec<AdminOrder> = {
  id: 'cancel',
  label: 'order.cancel',
  icon: 'i-ph-prohibit',
  tone: 'danger',
  confirm: { title: 'order.cancelTitle', text: 'orderList.cancelText', action: 'order.cancelConfirm' },
  // Medusa refunds every captured payment of a cancelled order at once: staff read how much and how before
  ask: (rows, { t, locale }) => {
    const refunds = rows.flatMap((order) =>
      refundsOnCancel(order).map((refund) =>
        t('order.cancelRefundLine', {
          amount: money(refund.amount, order.currency_code, locale),
          method: providerName(t, refund.provider_id),
          id: order.display_id ?? order.id,
        }),
      ),
    )
    if (!refunds.length) return null
    return { title: 'order.cancelRefundTitle', text: t('order.cancelRefundText', { refunds: refunds.join('; ') }), action: 'order.cancelRefundAction' }
  },
  when: (order) => order.status !== 'canceled',
  run: (rows) => Promise.all(rows.map((order) => sdk.admin.order.cancel(order.id))),
  done: 'orderList.cancelledDone',
}

/** One PDF with a packing slip per chosen order, in the list's order (no prices on it). */
export const printSlips: ActionSpec<AdminOrder> = {
  id: 'packing-slips',
  label: 'documents.printPackingSlips',
  icon: 'i-ph-printer',
  run: (rows) => printPackingSlips(rows.map((order) => order.id)),
  done: 'documents.packingSlipsPrinted',
}

/**
 * The order's own actions on its detail page, each shown only when it applies: book the money, pack, ask for or
 * credit money still owed, offer the order to a customer account, take items back, claim or exchange them, change its items, cancel. Steps of one fulfilment or payment sit
 * beside it in its section.
 */
export const orderDetailActions: ActionSpec<AdminOrder>[] = [
  markPaid,
  captureCard,
  createFulfilment,
  requestPayment,
  addCreditLine,
  offerTransfer,
  withdrawTransfer,
  createReturn,
  claimReplacement,
  claimRefund,
  exchange,
  editOrder,
  cancelOrder,
]
