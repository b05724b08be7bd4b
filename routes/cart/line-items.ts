import { CART_FIELDS } from './cart-fields'
import { client } from './cart-sdk'
import type { Cart } from './cart-state'

/** Medusa's code for an add or a quantity beyond what is in stock (MedusaError.Codes.INSUFFICIENT_INVENTORY). */
export const INSUFFICIENT_INVENTORY = 'insufficient_inventory'

/** A refused store call with Medusa's error `code` (e.g. insufficient_inventory), which the js-sdk's FetchError drops. */
export class StoreError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message)
    this.name = 'StoreError'
  }
}

export const isShortage = (error: unknown) => error instanceof StoreError && error.code === INSUFFICIENT_INVENTORY

/**
 * POST to a cart's line items, the same request the js-sdk sends (base URL, auth header, fields), except
 * that a refusal keeps Medusa's `code`: the sdk's FetchError carries only the message (medusajs/medusa
 * issue 16770), and a shortage must be told apart from other failures by its code, not by English text.
 * Return to `sdk().cart.createLineItem/updateLineItem` once the sdk keeps the code.
 */
export async function postLineItems(cartId: string, lineId: string | null, body: Record<string, unknown>): Promise<Cart> {
  const path = `/store/carts/${encodeURIComponent(cartId)}/line-items${lineId ? `/${encodeURIComponent(lineId)}` : ''}`
  const token = await client().getToken()
  const response = await fetch(`${location.origin}/medusa${path}?${new URLSearchParams({ fields: CART_FIELDS })}`, {
    method: 'POST',
    // as the sdk of cart-sdk.ts sends them (its JWT mode: a bearer token from its storage if any, no cookies)
    credentials: 'omit',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as { cart?: Cart; code?: string; message?: string }
  if (!response.ok || !answer.cart) throw new StoreError(response.status, answer.code ?? null, answer.message || response.statusText)
  return answer.cart
}
