import Medusa from '@medusajs/js-sdk'

/** The real back end the stack under test runs, for asserting what pages show against what Medusa holds. */
export const medusa = new Medusa({
  baseUrl: process.env.MEDUSA_URL ?? 'http://localhost:9100',
  publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY,
})

export async function collectionProducts(handle: string) {
  const { collections } = await medusa.store.collection.list({ handle })
  const collection = collections[0]
  if (!collection) throw new Error(`collection ${handle} is not seeded`)
  const { products } = await medusa.store.product.list({ collection_id: [collection.id], fields: 'id,title,handle,+metadata', limit: 100 })
  return products
}

export async function allProducts() {
  const { products } = await medusa.store.product.list({ fields: 'id,title,handle,+metadata', limit: 500 })
  return products
}

/**
 * A real order placed through the store API the way checkout does: cart in the German region, one line
 * item, an address, the first shipping option, a bank-transfer payment session, complete. Bank transfer
 * authorizes at once and is captured by staff in the back office when the money arrives.
 */
export async function placeBankTransferOrder(email: string) {
  const region = await germanRegion()
  const { products } = await medusa.store.product.list({
    region_id: region.id,
    fields: 'id,is_giftcard,*variants,*variants.calculated_price,+variants.inventory_quantity',
    limit: 100,
  })
  // every run sells one piece: take the priced variant with the most stock (or none kept), never a sold-out one; a
  // piece, not a gift card (mailed, never shipped, bought with its own details)
  const stock = (v: { manage_inventory?: boolean | null; inventory_quantity?: number | null }) =>
    v.manage_inventory === false ? Infinity : (v.inventory_quantity ?? 0)
  const variant = products
    .filter((p) => !p.is_giftcard)
    .flatMap((p) => p.variants ?? [])
    .filter((v) => v.calculated_price?.calculated_amount && stock(v) > 0)
    .sort((a, b) => stock(b) - stock(a))[0]
  if (!variant) throw new Error('no priced variant in stock in the German region')
  return placeOrderOf(variant.id, email)
}

async function findGermanRegion() {
  const { regions } = await medusa.store.region.list({ fields: 'id,currency_code,*countries' })
  const region = regions.find((r) => r.countries?.some((c) => c.iso_2 === 'de'))
  if (!region) throw new Error('no region ships to Germany')
  return region
}
let germany: ReturnType<typeof findGermanRegion> | undefined
// asked once per test file: the regions do not change under the journeys that order
const germanRegion = () => (germany ??= findGermanRegion())

/** The same order of one piece of a given variant (through another sales channel's client when given). */
export async function placeOrderOf(variantId: string, email: string, client: Medusa = medusa) {
  const cartId = await cartReadyToComplete(variantId, email, client)
  const result = await client.store.cart.complete(cartId)
  if (result.type !== 'order') throw new Error(`cart did not complete: ${result.error?.message}`)
  return result.order
}

/** A cart of one piece of the variant with everything checkout asks for, up to "place order": its id. */
export async function cartReadyToComplete(variantId: string, email: string, client: Medusa = medusa): Promise<string> {
  const region = await germanRegion()
  const address = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' }
  // the cart with its piece and addresses in one call, as the store API allows
  let { cart } = await client.store.cart.create({
    region_id: region.id,
    email,
    items: [{ variant_id: variantId, quantity: 1 }],
    shipping_address: address,
    billing_address: address,
  })
  const { shipping_options } = await client.store.fulfillment.listCartOptions({ cart_id: cart.id })
  if (!shipping_options.length) throw new Error('no shipping option for the cart')
  ;({ cart } = await client.store.cart.addShippingMethod(cart.id, { option_id: shipping_options[0].id }))
  await client.store.payment.initiatePaymentSession(cart, { provider_id: 'pp_bank-transfer_bank-transfer' })
  return cart.id
}
