import type { MessageKey, Translate } from '../../i18n'

/** Medusa's kinds of order change (its `OrderChangeType`), as the order's changes name them. */
type OrderChangeType = 'return_request' | 'return_receive' | 'exchange' | 'claim' | 'edit' | 'transfer' | 'update_order' | 'credit_line'

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

const kindOf = (type: string | null | undefined): MessageKey | null => (type && type in CHANGE_TYPES ? CHANGE_TYPES[type as OrderChangeType] : null)

type ChangeStep = 'requested' | 'confirmed' | 'canceled' | 'declined'

/**
 * A step of a change for the timeline: "Änderung angelegt (Umtausch)"; a change of a kind the shop does not name
 * says only the step ("Änderung angelegt"), never "change" twice.
 */
export function changeStepText(t: Translate, step: ChangeStep, type: string | null | undefined): string {
  const kind = kindOf(type)
  return kind ? t(`orderDetail.changeSteps.${step}`, { type: t(kind) }) : t(`orderDetail.changeStepsPlain.${step}`)
}

const CHANGE_STATES: Record<ChangeStep | 'pending', MessageKey> = {
  pending: 'orderDetail.changeStates.pending',
  requested: 'orderDetail.changeStates.requested',
  confirmed: 'orderDetail.changeStates.confirmed',
  canceled: 'orderDetail.changeStates.canceled',
  declined: 'orderDetail.changeStates.declined',
}

/** Medusa's state of an order change (`pending` while staff still work on it) in the staff's words. */
export const changeStateText = (t: Translate, status: string | null | undefined): string =>
  status && Object.hasOwn(CHANGE_STATES, status) ? t(CHANGE_STATES[status as ChangeStep]) : t('status.unknown', { status: status || '–' })
