import { updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { CURRENCY_RATES } from "../seed-data/regions"
import type { SeedContext } from "./context"

const STORE_NAME = "Juwelier Aurelia"

/**
 * Names the store Medusa created on first start and gives it EUR (default), CHF and USD, all
 * with VAT-inclusive prices as customers see them. Returns its default sales channel.
 */
export async function seedStore(ctx: SeedContext): Promise<{ salesChannelId: string }> {
  const storeModule = ctx.container.resolve(Modules.STORE)
  const [store] = await storeModule.listStores({}, { relations: ["supported_currencies"] })
  if (!store?.default_sales_channel_id) throw new Error("Medusa has not created its default store yet")

  const wanted = Object.keys(CURRENCY_RATES).map((currency_code) => ({
    currency_code,
    is_default: currency_code === "eur",
    is_tax_inclusive: true,
  }))
  const current = store.supported_currencies ?? []
  // Tax inclusion is kept by the pricing module as a price preference per currency.
  const preferences = await ctx.container
    .resolve(Modules.PRICING)
    .listPricePreferences({ attribute: "currency_code" })
  const upToDate =
    store.name === STORE_NAME &&
    current.length === wanted.length &&
    wanted.every(
      (w) =>
        current.some((c) => c.currency_code === w.currency_code && c.is_default === w.is_default) &&
        preferences.some((preference) => preference.value === w.currency_code && preference.is_tax_inclusive),
    )
  if (upToDate) {
    ctx.tally.kept++
  } else {
    await updateStoresWorkflow(ctx.container).run({
      input: { selector: { id: store.id }, update: { name: STORE_NAME, supported_currencies: wanted } },
    })
    ctx.tally.changed++
  }
  return { salesChannelId: store.default_sales_channel_id }
}
