import { describe, expect, it } from "vitest"
import { valuablesLimit, valuablesThreshold } from "./currencies"

describe("the valuables threshold", () => {
  it("is 5,000 € at the price rates in every shop currency", () => {
    expect(valuablesThreshold("eur")).toBe(5000)
    expect(valuablesThreshold("CHF")).toBe(4750)
    expect(valuablesThreshold("gbp")).toBe(4250)
    expect(valuablesThreshold("usd")).toBe(5500)
    expect(valuablesThreshold("jpy")).toBeNull()
  })

  it("as money: in the currency, or in euros for one the shop does not price in", () => {
    expect(valuablesLimit("GBP")).toEqual({ amount: 4250, currency_code: "gbp" })
    expect(valuablesLimit("jpy")).toEqual({ amount: 5000, currency_code: "eur" })
  })
})
