import { describe, expect, it } from "vitest"
import { admin, sql, store } from "./helpers"

const PROVIDER = "pp_bank-transfer_bank-transfer"

async function ok<T = any>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`)
  return body
}

type Variant = { id: string; manage_inventory?: boolean; inventory_quantity?: number; calculated_price?: { calculated_amount?: number } }

/** A cart in the German region, ready to pay: one piece of the variant with the most stock, address, shipping. */
async function readyCart(email: string) {
  const { regions } = await ok(store("/regions?fields=id,currency_code,*countries"), "regions")
  const region = regions.find((r: { countries: { iso_2: string }[] }) => r.countries.some((c) => c.iso_2 === "de"))
  const { products } = await ok(store(`/products?region_id=${region.id}&limit=100&fields=id,*variants,*variants.calculated_price,+variants.inventory_quantity`), "products")
  const stock = (v: Variant) => (v.manage_inventory === false ? Infinity : (v.inventory_quantity ?? 0))
  const variant = (products as { variants: Variant[] }[])
    .flatMap((p) => p.variants)
    .filter((v) => v.calculated_price?.calculated_amount && stock(v) > 0)
    .sort((a, b) => stock(b) - stock(a))[0]
  expect(variant, "a priced variant in stock").toBeDefined()
  let { cart } = await ok(store("/carts", { body: { region_id: region.id, email } }), "create cart")
  await ok(store(`/carts/${cart.id}/line-items`, { body: { variant_id: variant.id, quantity: 1 } }), "add item")
  const address = { first_name: "Erika", last_name: "Mustermann", address_1: "Goldgasse 1", city: "Pforzheim", postal_code: "75175", country_code: "de" }
  await ok(store(`/carts/${cart.id}`, { body: { shipping_address: address, billing_address: address } }), "address")
  const { shipping_options } = await ok(store(`/shipping-options?cart_id=${cart.id}`), "shipping options")
  ;({ cart } = await ok(store(`/carts/${cart.id}/shipping-methods`, { body: { option_id: shipping_options[0].id } }), "shipping method"))
  return cart as { id: string; total: number; currency_code: string }
}

describe("the bank-transfer payment provider", () => {
  it("opens a session with a transfer reference, authorizes on checkout and is captured by staff", async () => {
    const cart = await readyCart(`vorkasse-${Date.now()}@example.de`)
    const { payment_collection } = await ok(store("/payment-collections", { body: { cart_id: cart.id } }), "payment collection")
    const session = await ok(store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: PROVIDER } }), "payment session")
    const [opened] = session.payment_collection.payment_sessions
    expect(opened.provider_id).toBe(PROVIDER)
    expect(opened.amount).toBe(cart.total)
    // the reference staff match the incoming transfer with: eight characters, no personal data
    expect(opened.data).toEqual({ reference: expect.stringMatching(/^[0-9A-F]{8}$/), currency_code: cart.currency_code })

    const completed = await ok(store(`/carts/${cart.id}/complete`, { method: "POST" }), "complete")
    expect(completed.type).toBe("order")
    const [payment] = await sql("select id, provider_id, amount, data, captured_at from payment where payment_collection_id = $1", [payment_collection.id])
    expect(payment).toMatchObject({ provider_id: PROVIDER, data: { reference: opened.data.reference }, captured_at: null })
    const [authorized] = await sql("select status from payment_session where id = $1", [opened.id])
    expect(authorized.status).toBe("authorized")

    // the money arrived: staff capture it in the back office
    expect((await admin(`/payments/${payment.id}/capture`, { body: {} })).status).toBe(200)
    const [captured] = await sql("select captured_at, data from payment where id = $1", [payment.id])
    expect(captured.captured_at).toBeInstanceOf(Date)
    expect(captured.data).toMatchObject({ reference: opened.data.reference, captured_at: expect.any(String) })
  })
})
