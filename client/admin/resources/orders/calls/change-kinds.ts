import type { HttpTypes } from '@medusajs/types'
import { request } from '../../../engine/calls'
import { canceller, changeCalls, opener, part, retriever } from './order-changes'
import { swapMoney } from './swap-money'

/** A claimed line: how many, why (`missing_item`, `wrong_item`, `production_failure`, `other`) and a note. */
export type ClaimItem = {
  id: string
  quantity: number
  reason?: 'missing_item' | 'wrong_item' | 'production_failure' | 'other'
  description?: string
  internal_note?: string
}
/** A line that comes back with a claim or exchange, with its return reason. */
export type InboundItem = { id: string; quantity: number; reason_id?: string; description?: string; internal_note?: string }
/** A shipping method of a change: an option and, for a price agreed with the customer, `custom_amount` (0: the shop pays). */
export type ShippingChoice = { shipping_option_id: string; custom_amount?: number; description?: string; internal_note?: string }
/** A line to add: a variant of the catalogue; `unit_price` overrides its price (a price agreed with the customer). */
export type AddedItem = { variant_id: string; quantity: number; unit_price?: number; internal_note?: string }
/** One returned line: how many, why (a return reason) and a note for staff. */
export type ReturnItem = { id: string; quantity: number; reason_id?: string; description?: string; internal_note?: string }
/** One received or dismissed line. */
export type ReceivedItem = { id: string; quantity: number; description?: string; internal_note?: string }
/** A line of a sale by phone or in the shop: a variant of the catalogue, or a custom line with a title and price. */
export type DraftItem =
  | { variant_id: string; quantity: number; unit_price?: number }
  | { title: string; quantity: number; unit_price: number; variant_sku?: string }

type Note = { internal_note?: string | null }
type Items<T> = { items: T[] }
type LineUpdate = { quantity?: number; reason_id?: string | null } & Note
type ShippingUpdate = { custom_amount?: number | null; internal_note?: string | null }

const id = encodeURIComponent
// what a cancel reads of a claim or exchange: its return
const RETURN_OF = 'id,return_id'

// What comes back (with its return shipping) and what goes out (with its shipping): a claim and an exchange alike.
// a shipping method that brings a return back is the return's; the other one carries what goes out
const SWAP_PARTS = {
  inboundItems: part<Items<InboundItem>, LineUpdate>('inbound/items', 'RETURN_ITEM'),
  inboundShipping: part<ShippingChoice, ShippingUpdate>('inbound/shipping-method', (step) => step.action === 'SHIPPING_ADD' && !!step.returnId),
  outboundItems: part<Items<AddedItem>, { quantity?: number } & Note>('outbound/items', 'ITEM_ADD'),
  outboundShipping: part<ShippingChoice, ShippingUpdate>('outbound/shipping-method', (step) => step.action === 'SHIPPING_ADD' && !step.returnId),
}

const claimAt = (claim: string) => `/admin/claims/${id(claim)}`
const retrieveClaim = (fields: string) => retriever<HttpTypes.AdminClaim>(claimAt, 'claim', fields)

/**
 * A claim on damaged or wrong goods (`/admin/claims`): `refund` pays money back, `replace` sends new pieces. Every
 * step's money counts the credit of the pieces coming back, which Medusa's preview leaves out (swap-money.ts).
 */
export const claims = {
  ...changeCalls<HttpTypes.AdminClaimRequestResponse>()({
    at: claimAt,
    preview: 'order_preview',
    money: swapMoney,
    // the js-sdk types a claimed line's `reason` as an enum it does not export; ClaimItem names its values
    parts: { claimItems: part<Items<ClaimItem>, { description?: string } & LineUpdate>('claim-items', 'WRITE_OFF_ITEM'), ...SWAP_PARTS },
    drop: 'request',
  }),
  begin: opener<HttpTypes.AdminClaim, { order_id: string; type: 'refund' | 'replace'; description?: string; internal_note?: string }>('/admin/claims', 'claim'),
  retrieve: retrieveClaim('*claim_items,*additional_items,*return,*return.items'),
  cancel: canceller(claimAt, async (claim) => (await retrieveClaim(RETURN_OF)(claim)).return_id),
}

const exchangeAt = (exchange: string) => `/admin/exchanges/${id(exchange)}`
const retrieveExchange = (fields: string) => retriever<HttpTypes.AdminExchange>(exchangeAt, 'exchange', fields)

/** An exchange (`/admin/exchanges`): a ring back, the same ring in another size out; money as for a claim. */
export const exchanges = {
  ...changeCalls<HttpTypes.AdminExchangeRequestResponse>()({ at: exchangeAt, preview: 'order_preview', money: swapMoney, parts: SWAP_PARTS, drop: 'request' }),
  begin: opener<HttpTypes.AdminExchange, { order_id: string; description?: string; internal_note?: string }>('/admin/exchanges', 'exchange'),
  retrieve: retrieveExchange('*additional_items,*return,*return.items'),
  cancel: canceller(exchangeAt, async (exchange) => (await retrieveExchange(RETURN_OF)(exchange)).return_id),
}

const returnAt = (ret: string) => `/admin/returns/${id(ret)}`
const returnCalls = changeCalls<HttpTypes.AdminReturnPreviewResponse>()({
  at: returnAt,
  preview: 'order_preview',
  parts: {
    items: part<Items<ReturnItem>, LineUpdate>('request-items', 'RETURN_ITEM'),
    shipping: part<HttpTypes.AdminAddReturnShipping, ShippingUpdate>('shipping-method', 'SHIPPING_ADD'),
    received: part<Items<ReceivedItem>, { quantity?: number } & Note>('receive-items', 'RECEIVE_RETURN_ITEM'),
    /**
     * Medusa 2.21's DELETE /admin/returns/{id}/dismiss-items/{actionId} runs the workflow of a requested line
     * (removeItemReturnActionWorkflow), which throws for any action but RETURN_ITEM ("Action … is not requesting
     * item return"): every dismissed line (RECEIVE_DAMAGED_RETURN_ITEM) answers 500 "An unknown error occurred.".
     * The receive-items route (removeItemReceiveReturnActionWorkflow) removes received and dismissed lines alike,
     * so a dismissed line is dropped there. returns.int.test.ts shows Medusa's behaviour: when that test fails,
     * use the route.
     */
    dismissed: part<Items<ReceivedItem>, { quantity?: number } & Note>('dismiss-items', 'RECEIVE_DAMAGED_RETURN_ITEM', 'receive-items'),
  },
  drop: 'request',
})

/**
 * A return (`/admin/returns`) in two phases: the request (what the customer sends back, and how; confirmed by
 * `request`) and the receipt (what arrived in good order, back into stock, and what damaged).
 */
export const returns = {
  ...returnCalls,
  begin: opener<HttpTypes.AdminReturn, HttpTypes.AdminInitiateReturnRequest>('/admin/returns', 'return'),
  /** POST /admin/returns/{id}: the location that takes the goods back, or whether the customer is mailed. */
  update: (ret: string, body: HttpTypes.AdminUpdateReturnRequest) => returnCalls.step<HttpTypes.AdminReturnPreviewResponse>(ret, 'POST', '', body),
  /** POST …/receive: the parcel is here; begins booking what it holds. */
  beginReceive: async (ret: string, body: HttpTypes.AdminInitiateReceiveReturn = {}) =>
    (await request<HttpTypes.AdminReturnResponse>(`${returnAt(ret)}/receive`, { method: 'POST', body })).return,
  /** POST …/receive/confirm: books the receipt; the preview says what to refund. */
  confirmReceive: (ret: string, body: { no_notification?: boolean } = {}) =>
    returnCalls.step<HttpTypes.AdminReturnPreviewResponse>(ret, 'POST', 'receive/confirm', body),
  /** DELETE …/receive: abandons the receipt; the return waits for its parcel again. */
  dropReceive: async (ret: string): Promise<void> => void (await request(`${returnAt(ret)}/receive`, { method: 'DELETE' })),
  retrieve: retriever<HttpTypes.AdminReturn>(returnAt, 'return', '*items,*items.item,*shipping_methods,+location_id'),
  // Medusa answers a cancelled return without the return
  cancel: canceller(returnAt, async (ret) => ret),
}

const orderEditCalls = changeCalls<HttpTypes.AdminOrderEditPreviewResponse>()({
  // every call of an edit names the order, not the change
  at: (order) => `/admin/order-edits/${id(order)}`,
  preview: 'order_preview',
  parts: { addedItems: part<Items<AddedItem>, { quantity: number; unit_price?: number | null } & Note>('items', 'ITEM_ADD') },
  drop: '',
})

/** An order edit (`/admin/order-edits`): pieces added, other quantities, lines removed; the order is unchanged until confirmed. */
export const orderEdits = {
  ...orderEditCalls,
  begin: opener<HttpTypes.AdminOrderChange, { order_id: string; description?: string; internal_note?: string }>('/admin/order-edits', 'order_change'),
  /** POST …/items/item/{itemId}: another quantity of a line the order already had (0 removes it). */
  updateItem: (order: string, itemId: string, body: { quantity: number } & Note) => orderEditCalls.step(order, 'POST', `items/item/${id(itemId)}`, body),
  /** POST …/confirm: applies the edit (Medusa asks for any difference by a payment collection). */
  confirm: (order: string) => orderEditCalls.step<HttpTypes.AdminOrderEditPreviewResponse>(order, 'POST', 'confirm'),
}

const draftEditCalls = changeCalls<HttpTypes.AdminDraftOrderPreviewResponse>()({
  at: (draft) => `/admin/draft-orders/${id(draft)}/edit`,
  preview: 'draft_order_preview',
  parts: {
    addedItems: part<Items<DraftItem>, HttpTypes.AdminUpdateDraftOrderItem>('items', 'ITEM_ADD'),
    addedShipping: part<HttpTypes.AdminAddDraftOrderShippingMethod, HttpTypes.AdminUpdateDraftOrderActionShippingMethod>('shipping-methods', 'SHIPPING_ADD'),
  },
  drop: '',
})

/** The edit of a draft's lines, shipping and promotions (`/admin/draft-orders/{id}/edit`): begin → steps → request → confirm. */
export const draftEdits = {
  ...draftEditCalls,
  begin: (draft: string) => draftEditCalls.step(draft, 'POST', ''),
  /** POST …/items/item/{itemId}: a line the draft already had (quantity 0 removes it). */
  updateItem: (draft: string, itemId: string, body: HttpTypes.AdminUpdateDraftOrderItem) =>
    draftEditCalls.step(draft, 'POST', `items/item/${id(itemId)}`, body),
  /** POST …/shipping-methods/method/{methodId}: a method the draft already had. */
  updateShipping: (draft: string, methodId: string, body: HttpTypes.AdminUpdateDraftOrderShippingMethod) =>
    draftEditCalls.step(draft, 'POST', `shipping-methods/method/${id(methodId)}`, body),
  removeShipping: (draft: string, methodId: string) => draftEditCalls.step(draft, 'DELETE', `shipping-methods/method/${id(methodId)}`),
  addPromotions: (draft: string, codes: string[]) => draftEditCalls.step(draft, 'POST', 'promotions', { promo_codes: codes }),
  removePromotions: (draft: string, codes: string[]) => draftEditCalls.step(draft, 'DELETE', 'promotions', { promo_codes: codes }),
  confirm: (draft: string) => draftEditCalls.step(draft, 'POST', 'confirm'),
}
