import type { MessageKey, Translate } from '../../i18n'

/** Medusa's kinds of order change (its `OrderChangeType`), as the order's changes name them. */
export type OrderChangeType = 'return_request' | 'return_receive' | 'exchange' | 'claim' | 'edit' | 'transfer' | 'update_order' | 'credit_line'

const CHANGE_TYPES: Record<OrderChangeType, MessageKey> = {
  return_request: 'orderDetail.changeTypes.returnRequest',
  return_receive: 'orderDetail.changeTypes.returnReceive',
  exchange: 'orderDetail.changeTypes.exchange',
  claim: 'orderDetail.changeTypes.claim',
  edit: 'orderDetail.changeTypes.edit',
  transfer: 'orderDetail.changeTypes.transfer',
  update_order: 'orderDetail.changeTypes.updateOrder',
  credit_line: 'orderDetail.changeTypes.creditLine',
}

/** A change's kind in the staff's words for the timeline ("return request", "exchange"); one Medusa adds later reads "change". */
export const changeTypeText = (t: Translate, type: string | null | undefined): string =>
  t(type && type in CHANGE_TYPES ? CHANGE_TYPES[type as OrderChangeType] : 'orderDetail.changeTypes.other')
