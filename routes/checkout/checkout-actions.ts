import type { HttpTypes } from '@medusajs/types'
import { localeOf } from '../../rules/languages'
import { fetchCart, mutate, query, requireCart } from '../cart/cart-actions'
import { client, messageOf, sdk } from '../cart/cart-sdk'
import type { CartContext } from '../cart/cart-state'
import { localizedHref } from '../lib/links'
import { CHECKOUT_COUNTRY_KEY, CHECKOUT_ORDER_KEY, remember } from './session-keys'
import type { AddressInput } from './validation'

/** The cart address Medusa stores: title and VAT ID have no columns of their own and live in metadata. */
export function toCartAddress(address: AddressInput): HttpTypes.StoreAddAddress {
  const metadata: Record<string, string> = {}
  if (address.title) metadata.title = address.title
  if (address.vat_id.trim()) metadata.vat_id = address.vat_id.trim()
  return {
    first_name: address.first_name.trim(),
    last_name: address.last_name.trim(),
    company: address.company.trim() || undefined,
    address_1: address.address_1.trim(),
    address_2: address.address_2.trim() || undefined,
    postal_code: address.postal_code.trim().toUpperCase(),
    city: address.city.trim(),
    province: address.province.trim() || undefined,
    country_code: address.country_code,
    phone: address.phone.trim() || undefined,
    metadata,
  }
}

/** The email for the order, and the language its confirmation mail is written in. */
export function saveEmail(ctx: CartContext, email: string) {
  return mutate(
    ctx,
    async () => {
      const cart = await requireCart(ctx)
      const metadata = { ...cart.metadata, locale: localeOf(ctx.country) }
      return (await sdk().cart.update(cart.id, { email: email.trim(), metadata }, query)).cart
    },
    { failure: 'checkout.errors.save' },
  )
}

export function saveAddresses(ctx: CartContext, shipping: AddressInput, billing: AddressInput) {
  return mutate(
    ctx,
    async () => {
      const cart = await requireCart(ctx)
      const body = { shipping_address: toCartAddress(shipping), billing_address: toCartAddress(billing) }
      return (await sdk().cart.update(cart.id, body, query)).cart
    },
    { failure: 'checkout.errors.save' },
  )
}

/**
 * The back end's shipping options for the cart (its rules already pick parcel or valuables transport), with their
 * metadata: the English name and description live there.
 */
export async function shippingOptions(cartId: string) {
  return (await sdk().fulfillment.listCartOptions({ cart_id: cartId, fields: '+metadata' })).shipping_options
}

export function chooseShipping(ctx: CartContext, optionId: string) {
  return mutate(
    ctx,
    async () => {
      const cart = await requireCart(ctx)
      return (await sdk().cart.addShippingMethod(cart.id, { option_id: optionId }, query)).cart
    },
    { failure: 'checkout.errors.shipping' },
  )
}

/** Starts a payment session with the provider (creating the cart's payment collection first if needed). */
export function choosePayment(ctx: CartContext, providerId: string) {
  return mutate(
    ctx,
    async () => {
      const cart = await requireCart(ctx)
      await sdk().payment.initiatePaymentSession(cart, { provider_id: providerId })
      return fetchCart(cart.id, ctx)
    },
    { failure: 'checkout.errors.payment' },
  )
}

/**
 * After the order: the confirmation page finds its country and order (session storage, read by the worker's
 * /order/confirmation redirect), the newsletter sign-up goes out, and the shopper sees the confirmation.
 */
export function showPlacedOrder(
  ctx: CartContext,
  order: HttpTypes.StoreOrder,
  { email, newsletter, navigate }: { email: string; newsletter: boolean; navigate: (href: string) => void },
) {
  remember(CHECKOUT_COUNTRY_KEY, ctx.country)
  remember(CHECKOUT_ORDER_KEY, order.id)
  if (newsletter) void subscribeNewsletter(email, ctx.country).catch((error) => console.warn('newsletter sign-up failed', error))
  navigate(localizedHref(ctx.country, `/order/${order.id}/confirmed`))
}

/** Newsletter consent given at checkout: the same sign-up as the newsletter form (double opt-in by mail). */
export async function subscribeNewsletter(email: string, country: string) {
  await client().fetch('/store/newsletter/subscribe', {
    method: 'POST',
    body: { email, consent: true, locale: localeOf(country), country_code: country },
  })
}

export { messageOf }
