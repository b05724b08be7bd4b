import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'
import { previewMoney, type PreviewMoney } from './preview-money'

/** A step of a draft order's edit: Medusa's preview of the draft with its money read out. */
export type DraftStep = HttpTypes.AdminDraftOrderPreviewResponse & { money: PreviewMoney }

/** A line of a sale by phone or in the shop: a variant of the catalogue, or a custom line with a title and price. */
export type DraftItem = { variant_id: string; quantity: number; unit_price?: number } | { title: string; quantity: number; unit_price: number; variant_sku?: string }

const d = sdk.admin.draftOrder
const DRAFT_FIELDS = 'id,display_id,status,email,customer_id,region_id,currency_code,total,item_total,shipping_total,tax_total,*items,*shipping_methods,*shipping_address,*billing_address'

const step = async (call: Promise<HttpTypes.AdminDraftOrderPreviewResponse>): Promise<DraftStep> => {
  const answer = await call
  return { ...answer, money: previewMoney(answer.draft_order_preview) }
}

/**
 * A new draft. Medusa's route wants each shipping method's name and amount besides its option, which the js-sdk's
 * type leaves out; they are named here.
 */
export type NewDraftOrder = Omit<HttpTypes.AdminCreateDraftOrder, 'shipping_methods'> & { shipping_methods?: { shipping_option_id: string; name: string; amount: number }[] }

/** POST /admin/draft-orders: a sale for a customer in a region, with addresses, lines and shipping. */
export async function createDraftOrder(input: NewDraftOrder): Promise<HttpTypes.AdminDraftOrder> {
  return (await d.create(input as HttpTypes.AdminCreateDraftOrder, { fields: DRAFT_FIELDS })).draft_order
}

/** GET /admin/draft-orders/{id} */
export async function retrieveDraftOrder(id: string): Promise<HttpTypes.AdminDraftOrder> {
  return (await d.retrieve(id, { fields: DRAFT_FIELDS })).draft_order
}

/** POST /admin/draft-orders/{id}: customer, e-mail, addresses. */
export async function updateDraftOrder(id: string, input: HttpTypes.AdminUpdateDraftOrder): Promise<HttpTypes.AdminDraftOrder> {
  return (await d.update(id, input, { fields: DRAFT_FIELDS })).draft_order
}

/** DELETE /admin/draft-orders/{id} */
export async function deleteDraftOrder(id: string): Promise<void> {
  await d.delete(id)
}

/** POST /admin/draft-orders/{id}/convert-to-order: the sale becomes an order of the customer. */
export async function convertDraftToOrder(id: string): Promise<HttpTypes.AdminOrder> {
  return (await d.convertToOrder(id, { fields: 'id,display_id,status,email,customer_id,total,*items' })).order
}

// The edit of a draft's lines and shipping: begin → changes → request → confirm, or cancel.

/** POST /admin/draft-orders/{id}/edit */
export const beginDraftEdit = (id: string) => step(d.beginEdit(id))
/** DELETE /admin/draft-orders/{id}/edit: abandons the changes; the draft is as before. */
export async function cancelDraftEdit(id: string): Promise<void> {
  await d.cancelEdit(id)
}
/** POST /admin/draft-orders/{id}/edit/request */
export const requestDraftEdit = (id: string) => step(d.requestEdit(id))
/** POST /admin/draft-orders/{id}/edit/confirm */
export const confirmDraftEdit = (id: string) => step(d.confirmEdit(id))

/** POST /admin/draft-orders/{id}/edit/items */
export const addDraftItems = (id: string, items: DraftItem[]) => step(d.addItems(id, { items }))
/** POST /admin/draft-orders/{id}/edit/items/{actionId}: a line added in this edit. */
export const updateDraftActionItem = (id: string, actionId: string, input: HttpTypes.AdminUpdateDraftOrderItem) => step(d.updateActionItem(id, actionId, input))
/** DELETE /admin/draft-orders/{id}/edit/items/{actionId} */
export const removeDraftActionItem = (id: string, actionId: string) => step(d.removeActionItem(id, actionId))
/** POST /admin/draft-orders/{id}/edit/items/item/{itemId}: a line the draft already had (quantity 0 removes it). */
export const updateDraftItem = (id: string, itemId: string, input: HttpTypes.AdminUpdateDraftOrderItem) => step(d.updateItem(id, itemId, input))

/** POST /admin/draft-orders/{id}/edit/promotions */
export const addDraftPromotions = (id: string, promoCodes: string[]) => step(d.addPromotions(id, { promo_codes: promoCodes }))
/** DELETE /admin/draft-orders/{id}/edit/promotions */
export const removeDraftPromotions = (id: string, promoCodes: string[]) => step(d.removePromotions(id, { promo_codes: promoCodes }))

/** POST /admin/draft-orders/{id}/edit/shipping-methods */
export const addDraftShippingMethod = (id: string, input: HttpTypes.AdminAddDraftOrderShippingMethod) => step(d.addShippingMethod(id, input))
/** POST /admin/draft-orders/{id}/edit/shipping-methods/{actionId}: a method added in this edit. */
export const updateDraftActionShippingMethod = (id: string, actionId: string, input: HttpTypes.AdminUpdateDraftOrderActionShippingMethod) =>
  step(d.updateActionShippingMethod(id, actionId, input))
/** DELETE /admin/draft-orders/{id}/edit/shipping-methods/{actionId} */
export const removeDraftActionShippingMethod = (id: string, actionId: string) => step(d.removeActionShippingMethod(id, actionId))
/** POST /admin/draft-orders/{id}/edit/shipping-methods/method/{methodId}: a method the draft already had. */
export const updateDraftShippingMethod = (id: string, methodId: string, input: HttpTypes.AdminUpdateDraftOrderShippingMethod) =>
  step(d.updateShippingMethod(id, methodId, input))
/** DELETE /admin/draft-orders/{id}/edit/shipping-methods/method/{methodId} */
export const removeDraftShippingMethod = (id: string, methodId: string) => step(d.removeShippingMethod(id, methodId))
