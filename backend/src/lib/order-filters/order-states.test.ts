import { describe, expect, it } from "vitest"
import { ordersInFulfillmentStates, ordersInPaymentStates } from "./order-states"

const collection = (order_id: string, status: string | null, amount = 100, captured = 0, refunded = 0) => ({ order_id, currency_code: "eur", status, amount: String(amount), captured_amount: String(captured), refunded_amount: String(refunded) })
const at = new Date("2026-11-20T10:00:00Z")

describe("payment states of orders", () => {
  const rows = [collection("open", "authorized"), collection("paid", "completed", 100, 100), collection("refunded", "completed", 100, 100, 100), collection("half", "completed", 100, 100, 40), collection("none", null)]
  it("follow Medusa's rule", () => {
    expect(ordersInPaymentStates(rows, ["authorized"])).toEqual(["open"])
    expect(ordersInPaymentStates(rows, ["captured"])).toEqual(["paid"])
    expect(ordersInPaymentStates(rows, ["refunded", "partially_refunded"])).toEqual(["refunded", "half"])
    expect(ordersInPaymentStates(rows, ["not_paid"])).toEqual(["none"])
  })
})

describe("fulfilment states of orders", () => {
  const fulfillment = (order_id: string, stage: Partial<Record<"packed_at" | "shipped_at" | "delivered_at" | "canceled_at", Date>>) => ({ order_id, packed_at: null, shipped_at: null, delivered_at: null, canceled_at: null, ...stage })
  const item = (order_id: string, quantity: number, fulfilled: number) => ({ order_id, quantity: String(quantity), fulfilled_quantity: String(fulfilled) })
  const ids = ["new", "packed", "shipped", "part", "delivered"]
  const fulfillments = [fulfillment("packed", { packed_at: at }), fulfillment("shipped", { packed_at: at, shipped_at: at }), fulfillment("part", { packed_at: at, shipped_at: at }), fulfillment("delivered", { packed_at: at, shipped_at: at, delivered_at: at })]
  const items = [item("new", 1, 0), item("packed", 1, 1), item("shipped", 1, 1), item("part", 2, 1), item("delivered", 1, 1)]
  it("follow Medusa's rule, unfulfilled items making a state partial", () => {
    expect(ordersInFulfillmentStates(ids, fulfillments, items, ["not_fulfilled"])).toEqual(["new"])
    expect(ordersInFulfillmentStates(ids, fulfillments, items, ["fulfilled"])).toEqual(["packed"])
    expect(ordersInFulfillmentStates(ids, fulfillments, items, ["shipped"])).toEqual(["shipped"])
    expect(ordersInFulfillmentStates(ids, fulfillments, items, ["partially_shipped"])).toEqual(["part"])
    expect(ordersInFulfillmentStates(ids, fulfillments, items, ["delivered"])).toEqual(["delivered"])
  })
})
