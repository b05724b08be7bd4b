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
 * belongs to, and how many pieces it moves (null for a shipping step). What tells it from the other steps of its
 * part: the variant of an added line, the shipping option of a method, the return a method brings back, the reason
 * and price it was taken with.
 */
export type PendingAction = {
  id: string
  action: string
  lineId: string | null
  shippingMethodId: string | null
  quantity: number | null
  amount: number | null
  variantId: string | null
  /** an added line's title (a custom line has no variant) */
  title: string | null
  optionId: string | null
  returnId: string | null
  reason: string | null
  unitPrice: number | null
  /** an added line's price was agreed (given with it), not the catalogue's */
  customPrice: boolean
  note: string | null
}

type RawAction = {
  id: string
  action: string
  ordering?: number
  details?: Record<string, unknown> | null
  amount?: unknown
  return_id?: string | null
  internal_note?: string | null
}
export type WithActions = {
  id: string
  actions?: RawAction[] | null
  variant_id?: string | null
  title?: string | null
  is_custom_price?: boolean | null
  shipping_option_id?: string | null
}
export type PreviewWithActions = { items?: WithActions[] | null; shipping_methods?: WithActions[] | null }

const numberOr = (value: unknown) => (value === undefined || value === null ? null : Number(value))
const textOr = (value: unknown) => (typeof value === 'string' && value ? value : null)

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
      variantId: owner === 'line' ? textOr(row.variant_id) : null,
      title: owner === 'line' ? textOr(row.title) : null,
      optionId: owner === 'shipping' ? textOr(row.shipping_option_id) : null,
      returnId: textOr(action.return_id) ?? textOr(action.details?.return_id),
      // a claimed line keeps Medusa's claim reason, a returned line its return reason's id
      reason: textOr(action.details?.reason) ?? textOr(action.details?.reason_id),
      unitPrice: numberOr(action.details?.unit_price),
      customPrice: owner === 'line' && !!row.is_custom_price,
      note: textOr(action.internal_note),
    }))
}
