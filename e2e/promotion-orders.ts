import { unlimitedVariant } from './cart-fixture'
import { call, ERIKA, json, uniqueEmail } from './customer-fixture'

/** The shop's answer to a promotion code (its route `/store/carts/:id/promotion-codes`). */
export type CodeAnswer = {
  cart: { id: string; total: number; discount_total: number; promotions?: { code?: string }[] }
  refused: { code: string; reason: string } | null
}

let channel: ReturnType<typeof unlimitedVariant> | null = null

/** A guest's cart of the test channel's item in Germany, addressed and with its shipping chosen, as the checkout leaves it. */
export async function addressedCart(quantity = 1) {
  channel ??= unlimitedVariant()
  const { publishableKey: key, variantId } = await channel
  const { regions } = await json<{ regions: { id: string; countries: { iso_2: string }[] }[] }>(call('/store/regions?fields=id,*countries', { key }))
  const region = regions.find((candidate) => candidate.countries.some((country) => country.iso_2 === 'de'))!
  const { cart } = await json<{ cart: { id: string } }>(
    call('/store/carts', {
      key,
      body: {
        region_id: region.id,
        email: uniqueEmail('code'),
        metadata: { locale: 'de' },
        items: [{ variant_id: variantId, quantity }],
        shipping_address: ERIKA,
        billing_address: ERIKA,
      },
    }),
  )
  const { shipping_options } = await json<{ shipping_options: { id: string }[] }>(call(`/store/shipping-options?cart_id=${cart.id}`, { key }))
  await json(call(`/store/carts/${cart.id}/shipping-methods`, { key, body: { option_id: shipping_options[0]!.id } }))
  return { cartId: cart.id, key }
}

/** Enters a code as the cart page does. */
export const applyCode = (cartId: string, key: string, code: string) =>
  json<CodeAnswer>(call(`/store/carts/${cartId}/promotion-codes?fields=id,total,discount_total,*promotions`, { key, body: { code } }))

/**
 * A guest order of the test channel's item with a promotion code, placed the way the checkout places one (bank
 * transfer): the code must go on the cart, or this throws with the shop's reason.
 */
export async function placeOrderWithCode(code: string) {
  const { cartId, key } = await addressedCart()
  const applied = await applyCode(cartId, key, code)
  if (applied.refused) throw new Error(`the code ${code} was refused: ${applied.refused.reason}`)
  const { payment_collection } = await json<{ payment_collection: { id: string } }>(call('/store/payment-collections', { key, body: { cart_id: cartId } }))
  await json(call(`/store/payment-collections/${payment_collection.id}/payment-sessions`, { key, body: { provider_id: 'pp_bank-transfer_bank-transfer' } }))
  const result = await json<{ type: string; order?: { id: string; discount_total: number }; error?: { message: string } }>(
    call(`/store/carts/${cartId}/complete`, { key, method: 'POST' }),
  )
  if (result.type !== 'order' || !result.order) throw new Error(`the cart did not complete: ${result.error?.message}`)
  return { order: result.order, discount: applied.cart.discount_total }
}
