import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'
import { swapMoney } from './swap-money'
import { priced as pricedBy, type WithMoney } from './preview-money'
import type { AddedItem } from './order-edits'
import { cancelReturnParcels } from './return-parcels'

type ClaimStep = WithMoney<HttpTypes.AdminClaimPreviewResponse>
type ClaimReturnStep = WithMoney<HttpTypes.AdminClaimReturnPreviewResponse>

/** A claimed line: how many, why (`missing_item`, `wrong_item`, `production_failure`, `other`) and a note. */
export type ClaimItem = { id: string; quantity: number; reason?: 'missing_item' | 'wrong_item' | 'production_failure' | 'other'; description?: string; internal_note?: string }
/** A line that comes back with the claim, with its return reason. */
export type InboundItem = { id: string; quantity: number; reason_id?: string; description?: string; internal_note?: string }
/** A shipping method of the claim: an option and, for a price agreed with the customer, `custom_amount` (0: the shop pays). */
export type ShippingChoice = { shipping_option_id: string; custom_amount?: number; description?: string; internal_note?: string }

const c = sdk.admin.claim
// every step's money counts the credit of the pieces coming back, which Medusa's preview leaves out
const priced = <T extends { order_preview: HttpTypes.AdminOrderPreview }>(call: Promise<unknown>) => pricedBy<T>(call, swapMoney)

/** POST /admin/claims: begins a claim on the order: `refund` pays money back, `replace` sends new pieces. */
export async function beginClaim(input: { order_id: string; type: 'refund' | 'replace'; description?: string; internal_note?: string }): Promise<HttpTypes.AdminClaim> {
  return (await c.create(input)).claim
}

/** POST /admin/claims/{id}/claim-items: the claimed lines with their reason and note. */
// the js-sdk types `reason` as an enum it does not export; these are its values
export const addClaimItems = (claimId: string, items: ClaimItem[]) => priced<ClaimStep>(c.addItems(claimId, { items: items as HttpTypes.AdminAddClaimItems['items'] }))
/** POST /admin/claims/{id}/claim-items/{actionId} */
export const updateClaimItem = (claimId: string, actionId: string, input: { quantity?: number; reason_id?: string | null; description?: string; internal_note?: string | null }) =>
  priced<ClaimStep>(c.updateItem(claimId, actionId, input))
/** DELETE /admin/claims/{id}/claim-items/{actionId} */
export const removeClaimItem = (claimId: string, actionId: string) => priced<ClaimStep>(c.removeItem(claimId, actionId))

/** POST /admin/claims/{id}/inbound/items: what the customer sends back (a return of the claim). */
export const addClaimInboundItems = (claimId: string, items: InboundItem[]) => priced<ClaimReturnStep>(c.addInboundItems(claimId, { items }))
/** POST /admin/claims/{id}/inbound/items/{actionId} */
export const updateClaimInboundItem = (claimId: string, actionId: string, input: { quantity?: number; reason_id?: string | null; internal_note?: string | null }) =>
  priced<ClaimReturnStep>(c.updateInboundItem(claimId, actionId, input))
/** DELETE /admin/claims/{id}/inbound/items/{actionId} */
export const removeClaimInboundItem = (claimId: string, actionId: string) => priced<ClaimReturnStep>(c.removeInboundItem(claimId, actionId))

/** POST /admin/claims/{id}/inbound/shipping-method */
export const addClaimInboundShipping = (claimId: string, input: ShippingChoice) => priced<ClaimReturnStep>(c.addInboundShipping(claimId, input))
/** POST /admin/claims/{id}/inbound/shipping-method/{actionId} */
export const updateClaimInboundShipping = (claimId: string, actionId: string, input: { custom_amount?: number | null; internal_note?: string }) =>
  priced<ClaimStep>(c.updateInboundShipping(claimId, actionId, input))
/** DELETE /admin/claims/{id}/inbound/shipping-method/{actionId} */
export const deleteClaimInboundShipping = (claimId: string, actionId: string) => priced<ClaimReturnStep>(c.deleteInboundShipping(claimId, actionId))

/** POST /admin/claims/{id}/outbound/items: the replacement pieces sent to the customer. */
export const addClaimOutboundItems = (claimId: string, items: AddedItem[]) => priced<ClaimStep>(c.addOutboundItems(claimId, { items }))
/** POST /admin/claims/{id}/outbound/items/{actionId} */
export const updateClaimOutboundItem = (claimId: string, actionId: string, input: { quantity?: number; internal_note?: string | null }) =>
  priced<ClaimStep>(c.updateOutboundItem(claimId, actionId, input))
/** DELETE /admin/claims/{id}/outbound/items/{actionId} */
export const removeClaimOutboundItem = (claimId: string, actionId: string) => priced<ClaimStep>(c.removeOutboundItem(claimId, actionId))

/** POST /admin/claims/{id}/outbound/shipping-method */
export const addClaimOutboundShipping = (claimId: string, input: ShippingChoice) => priced<ClaimStep>(c.addOutboundShipping(claimId, input))
/** POST /admin/claims/{id}/outbound/shipping-method/{actionId} */
export const updateClaimOutboundShipping = (claimId: string, actionId: string, input: { custom_amount?: number | null; internal_note?: string }) =>
  priced<ClaimStep>(c.updateOutboundShipping(claimId, actionId, input))
/** DELETE /admin/claims/{id}/outbound/shipping-method/{actionId} */
export const deleteClaimOutboundShipping = (claimId: string, actionId: string) => priced<ClaimStep>(c.deleteOutboundShipping(claimId, actionId))

/** POST /admin/claims/{id}/request: confirms the claim; the order changes and the preview says what to pay or refund. */
export const confirmClaim = (claimId: string, input: { no_notification?: boolean } = {}) =>
  priced<WithMoney<HttpTypes.AdminClaimRequestResponse>>(c.request(claimId, input))

/** DELETE /admin/claims/{id}/request: abandons the claim before it was confirmed; the order is as before. */
export async function cancelClaimRequest(claimId: string): Promise<void> {
  await c.cancelRequest(claimId)
}

/** POST /admin/claims/{id}/cancel: cancels a confirmed claim whose pieces have not gone out or come back (its return parcel first). */
export async function cancelClaim(claimId: string): Promise<HttpTypes.AdminClaim> {
  const { claim } = await c.retrieve(claimId, { fields: 'id,return_id' })
  if (claim.return_id) await cancelReturnParcels(claim.return_id)
  return (await c.cancel(claimId)).claim
}

/** GET /admin/claims/{id} */
export async function retrieveClaim(claimId: string): Promise<HttpTypes.AdminClaim> {
  return (await c.retrieve(claimId, { fields: '*claim_items,*additional_items,*return,*return.items' })).claim
}
