/** The kinds of step a pending change is made of (Medusa's order change actions). */
export type ActionKind =
  | 'ITEM_ADD'
  | 'ITEM_UPDATE'
  | 'ITEM_REMOVE'
  | 'RETURN_ITEM'
  | 'RECEIVE_RETURN_ITEM'
  | 'RECEIVE_DAMAGED_RETURN_ITEM'
  | 'WRITE_OFF_ITEM'
  | 'SHIPPING_ADD'
  | 'SHIPPING_UPDATE'
  | 'SHIPPING_REMOVE'
  | 'PROMOTION_ADD'
  | 'PROMOTION_REMOVE'

/**
 * One step of the pending change: its id (what the update and remove calls take), the line or shipping method it
 * belongs to, and how many pieces it moves (null for a shipping step).
 */
export type PendingAction = {
  id: string
  action: string
  lineId: string | null
  shippingMethodId: string | null
  quantity: number | null
  amount: number | null
}

type RawAction = { id: string; action: string; ordering?: number; details?: Record<string, unknown> | null; amount?: unknown }
export type WithActions = { id: string; actions?: RawAction[] | null }
export type PreviewWithActions = { items?: WithActions[] | null; shipping_methods?: WithActions[] | null }

const numberOr = (value: unknown) => (value === undefined || value === null ? null : Number(value))

/**
 * The steps of the change a preview shows, optionally of one kind, in the order they were taken. Medusa's preview
 * hangs each step on the line or shipping method it touches (an added line is already in the list with its own id).
 */
export function pendingActions(preview: PreviewWithActions, kind?: ActionKind): PendingAction[] {
  const of = (owners: WithActions[] | null | undefined, owner: 'line' | 'shipping') =>
    (owners ?? []).flatMap((row) => (row.actions ?? []).map((action) => ({ row, action, owner })))
  return [...of(preview.items, 'line'), ...of(preview.shipping_methods, 'shipping')]
    .filter(({ action }) => !kind || action.action === kind)
    .sort((a, b) => (a.action.ordering ?? 0) - (b.action.ordering ?? 0))
    .map(({ row, action, owner }) => ({
      id: action.id,
      action: action.action,
      lineId: owner === 'line' ? row.id : null,
      shippingMethodId: owner === 'shipping' ? row.id : null,
      quantity: owner === 'line' ? numberOr(action.details?.quantity) : null,
      amount: numberOr(action.amount),
    }))
}
