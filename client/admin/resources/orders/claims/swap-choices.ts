import type { AdminOrder, HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'
import { listReturnReasons } from '../calls/return-reasons'

/** A variant a claim or exchange can send out: of a product the order holds, with its price in the order's currency. */
export type VariantChoice = { variant_id: string; product_id: string; title: string; price: number | null; ordered: boolean }
type OptionChoice = { id: string; name: string; metadata?: Record<string, unknown> | null }

/** What the claim and exchange screens offer, loaded once when the change begins. */
export type SwapChoices = { variants: VariantChoice[]; returnOptions: OptionChoice[]; shippingOptions: OptionChoice[]; reasons: HttpTypes.AdminReturnReason[] }

type Priced = {
  amount?: number | null
  currency_code?: string | null
  rules?: Record<string, unknown> | null
  price_rules?: { attribute: string; value: string }[] | null
}

/** The variant's price for the order: a price of the order's region first, else its plain price in the currency. */
function priceFor(prices: Priced[] | null | undefined, order: AdminOrder): number | null {
  const inCurrency = (prices ?? []).filter((price) => price.currency_code === order.currency_code)
  const ruled = (price: Priced) => (price.price_rules?.length ?? 0) > 0 || Object.keys(price.rules ?? {}).length > 0
  const regional = inCurrency.find((price) => price.price_rules?.some((rule) => rule.attribute === 'region_id' && rule.value === order.region_id))
  const plain = inCurrency.find((price) => !ruled(price))
  const chosen = regional ?? plain
  return chosen?.amount === undefined || chosen?.amount === null ? null : Number(chosen.amount)
}

async function variantsOf(order: AdminOrder): Promise<VariantChoice[]> {
  const items = order.items ?? []
  const productIds = [...new Set(items.map((item) => item.product_id).filter((id): id is string => !!id))]
  if (productIds.length === 0) return []
  const { products } = await sdk.admin.product.list({
    id: productIds,
    limit: productIds.length,
    fields: 'id,title,variants.id,variants.title,variants.sku,*variants.prices,*variants.prices.price_rules',
  })
  const ordered = new Set(items.map((item) => item.variant_id))
  return products.flatMap((product) =>
    (product.variants ?? []).map((variant) => ({
      variant_id: variant.id,
      product_id: product.id,
      title: [product.title, variant.title].filter(Boolean).join(' · '),
      price: priceFor(variant.prices as Priced[] | null, order),
      ordered: ordered.has(variant.id),
    })),
  )
}

const isReturn = (option: HttpTypes.AdminShippingOption) => option.rules?.some((rule) => rule.attribute === 'is_return' && rule.value === 'true') ?? false

/** The shipping options of the zone the order was shipped in (all of the shop's when that zone is unknown). */
async function optionsOf(order: AdminOrder): Promise<HttpTypes.AdminShippingOption[]> {
  const optionId = order.shipping_methods?.find((method) => method.shipping_option_id)?.shipping_option_id
  const zone = optionId
    ? await sdk.admin.shippingOption.retrieve(optionId, { fields: 'id,service_zone_id' }).then(
        ({ shipping_option }) => shipping_option.service_zone_id,
        () => null,
      )
    : null
  const { shipping_options } = await sdk.admin.shippingOption.list({
    ...(zone ? { service_zone_id: zone } : {}),
    fields: 'id,name,metadata,*rules',
    limit: 100,
  })
  return shipping_options
}

export async function swapChoicesOf(order: AdminOrder): Promise<SwapChoices> {
  const [variants, options, reasons] = await Promise.all([variantsOf(order), optionsOf(order), listReturnReasons()])
  const choice = (option: HttpTypes.AdminShippingOption) => ({ id: option.id, name: option.name, metadata: option.metadata })
  return {
    variants,
    returnOptions: options.filter(isReturn).map(choice),
    // the order's own option first: a replacement usually travels the way the original did
    shippingOptions: options
      .filter((option) => !isReturn(option))
      .sort(
        (a, b) =>
          Number(order.shipping_methods?.some((method) => method.shipping_option_id === b.id)) -
          Number(order.shipping_methods?.some((method) => method.shipping_option_id === a.id)),
      )
      .map(choice),
    reasons,
  }
}
