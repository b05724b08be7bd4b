import type { PendingAction } from '../pending-actions'

/** A step of a pending change as `pendingActions` reads it: what is not given is null. */
export const pendingStep = (action: string, fields: Partial<PendingAction> = {}): PendingAction => ({
  id: `act_${action}`,
  action,
  lineId: null,
  shippingMethodId: null,
  quantity: null,
  amount: null,
  variantId: null,
  title: null,
  optionId: null,
  returnId: null,
  reason: null,
  unitPrice: null,
  customPrice: false,
  note: null,
  ...fields,
})
