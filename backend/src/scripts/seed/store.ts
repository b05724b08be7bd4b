import { Modules } from '@medusajs/framework/utils'
import { updateSalesChannelsWorkflow, updateStoresWorkflow } from '@medusajs/medusa/core-flows'
import { OPTION_TERMS_KEY, optionTermsOf } from '../../rules/option-terms'
import { OPTION_TERMS_EN } from '../seed-data/option-terms'
import { CURRENCY_RATES } from '../seed-data/regions'
import type { SeedContext } from './context'

const STORE_NAME = 'Juwelier Aurelia'

/** Medusa names the sales channel it creates in English; staff read the shop's name for it (one the staff gave stays). */
const MEDUSA_CHANNEL_NAME = 'Default Sales Channel'
const CHANNEL = { name: 'Onlineshop', description: 'Der Shop auf unserer Website' }
/** Its English name (`metadata.name_en`, rules/name-in-language.ts), for staff working in English. */
const CHANNEL_NAME_EN = 'Online shop'

/**
 * Names the store Medusa created on first start and gives it EUR (default), CHF and USD, all
 * with VAT-inclusive prices as customers see them, and the English words of the catalogue's options (a word staff
 * changed in the store's vocabulary stays theirs). Returns its default sales channel, named in the shop's words.
 */
export async function seedStore(ctx: SeedContext): Promise<{ salesChannelId: string }> {
  const storeModule = ctx.container.resolve(Modules.STORE)
  const [store] = await storeModule.listStores({}, { relations: ['supported_currencies'] })
  if (!store?.default_sales_channel_id) throw new Error('Medusa has not created its default store yet')

  const wanted = Object.keys(CURRENCY_RATES).map((currency_code) => ({
    currency_code,
    is_default: currency_code === 'eur',
    is_tax_inclusive: true,
  }))
  const current = store.supported_currencies ?? []
  // Tax inclusion is kept by the pricing module as a price preference per currency.
  const preferences = await ctx.container.resolve(Modules.PRICING).listPricePreferences({ attribute: 'currency_code' })
  const upToDate =
    store.name === STORE_NAME &&
    current.length === wanted.length &&
    wanted.every(
      (w) =>
        current.some((c) => c.currency_code === w.currency_code && c.is_default === w.is_default) &&
        preferences.some((preference) => preference.value === w.currency_code && preference.is_tax_inclusive),
    )
  const known = optionTermsOf(store.metadata)
  const missingTerms = Object.keys(OPTION_TERMS_EN).filter((german) => !Object.hasOwn(known, german))
  if (upToDate && !missingTerms.length) {
    ctx.tally.kept++
  } else {
    // metadata is written as a whole: every other key is handed back unchanged
    const metadata = { ...store.metadata, [OPTION_TERMS_KEY]: { ...OPTION_TERMS_EN, ...known } }
    await updateStoresWorkflow(ctx.container).run({
      input: { selector: { id: store.id }, update: { name: STORE_NAME, supported_currencies: wanted, metadata } },
    })
    ctx.tally.changed++
  }
  await nameSalesChannel(ctx, store.default_sales_channel_id)
  return { salesChannelId: store.default_sales_channel_id }
}

async function nameSalesChannel(ctx: SeedContext, id: string) {
  const [channel] = await ctx.container.resolve(Modules.SALES_CHANNEL).listSalesChannels({ id }, { select: ['id', 'name', 'metadata'] })
  if (!channel) return
  const renamed = channel.name === MEDUSA_CHANNEL_NAME
  if (!renamed && (channel.name !== CHANNEL.name || channel.metadata?.name_en)) return
  const metadata = { ...channel.metadata, name_en: CHANNEL_NAME_EN }
  await updateSalesChannelsWorkflow(ctx.container).run({ input: { selector: { id }, update: renamed ? { ...CHANNEL, metadata } : { metadata } } })
  ctx.tally.changed++
}
