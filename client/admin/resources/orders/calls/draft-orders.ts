import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'

const d = sdk.admin.draftOrder
const DRAFT_FIELDS =
  'id,display_id,status,email,customer_id,region_id,currency_code,total,item_total,shipping_total,tax_total,*items,*shipping_methods,*shipping_address,*billing_address'

/**
 * A new draft. Medusa's route wants each shipping method's name and amount besides its option, which the js-sdk's
 * type leaves out; they are named here.
 */
export type NewDraftOrder = Omit<HttpTypes.AdminCreateDraftOrder, 'shipping_methods'> & {
  shipping_methods?: { shipping_option_id: string; name: string; amount: number }[]
}

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
