import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { createProductsWorkflow } from '@medusajs/medusa/core-flows'
import { GIFT_CARD_FREE_AMOUNT } from '../../rules/gift-cards'
import { GIFT_CARD_PRODUCT } from '../seed-data/gift-card'
import { CURRENCY_RATES, type Currency } from '../seed-data/regions'
import type { SeedContext } from './context'
import { publishedWithPictures, uploadImages } from './uploads'

/** The same figure in every shop currency: a card of 100 is worth 100 in the currency it was bought in. */
const pricesOf = (amount: number) => (Object.keys(CURRENCY_RATES) as Currency[]).map((currency_code) => ({ currency_code, amount }))

const variant = (value: string, sku: string, amount: number) => ({
  title: value,
  sku,
  options: { [GIFT_CARD_PRODUCT.option]: value },
  prices: pricesOf(amount),
  // nothing to count and nothing to ship: no inventory item, so Medusa's lines of it do not require shipping
  manage_inventory: false,
  allow_backorder: false,
})

/**
 * The gift card product (seed-data/gift-card.ts), once: Medusa's `is_giftcard`, not discountable (a promotion must
 * not sell money cheaper), in the shop's sales channel, without a shipping profile (the hook that gives every product
 * the default one leaves gift cards out). Dated back like the test pieces, so "the newest product" stays a piece of
 * jewellery for whoever takes it as the catalogue's representative.
 */
export async function seedGiftCard(ctx: SeedContext, salesChannelId: string) {
  const product = GIFT_CARD_PRODUCT
  const [existing] = await ctx.container.resolve(Modules.PRODUCT).listProducts({ handle: product.handle }, { select: ['id'], withDeleted: true })
  if (existing) {
    ctx.tally.kept++
    return
  }
  const urls = await uploadImages(ctx, product.handle, { motif: 'gift-card', metal: 'gold', stone: 'diamond' }, 2)
  const values = product.amounts.map(String)
  await createProductsWorkflow(ctx.container).run({
    input: {
      products: [
        {
          is_giftcard: true,
          discountable: false,
          ...publishedWithPictures(product, urls),
          sales_channels: [{ id: salesChannelId }],
          options: [{ title: product.option, values: [...values, product.free] }],
          variants: [
            ...product.amounts.map((amount) => variant(String(amount), `GS-${amount}`, amount)),
            // listed at the lowest free amount ("ab 25 €"); the line is charged what the shopper chose
            variant(product.free, 'GS-WUNSCH', GIFT_CARD_FREE_AMOUNT.min),
          ],
          metadata: { title_en: product.title_en, handle_en: product.handle_en, description_en: product.description_en },
        },
      ],
    },
  })
  const pg = ctx.container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await pg.raw(`UPDATE product SET created_at = '2000-01-01T00:00:00Z' WHERE handle = ?`, [product.handle])
  ctx.tally.created++
}
