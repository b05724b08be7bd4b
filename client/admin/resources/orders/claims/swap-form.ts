import { z } from 'zod'
import { nameIn } from '../../../../../rules/name-in-language'
import type { FieldSpec, Reference, RenderContext } from '../../../engine/resource'
import { money } from '../../../ui/format'
import { REGISTRY } from '../../registry'
import type { PendingAction } from '../calls/pending-actions'
import type { SwapChoices, VariantChoice } from './swap-choices'

/**
 * Any variant of the catalogue, looked up by title or SKU, for a replacement the order's products do not hold; named
 * by its SKU, which tells a ring's sizes apart across products where the variant's title ("54") does not.
 */
const { path, listKey } = REGISTRY['product-variants']
const VARIANTS: Reference = { name: 'product-variants', path, listKey, label: 'sku' }

/** One variant that can go out: how many, and a price agreed with the customer (empty: the catalogue's price). */
const outboundLine = z.object({ variant_id: z.string(), label: z.string(), quantity: z.number().int().min(0).max(99), price: z.number().min(0).nullable() })

/** What goes out and how it travels, shared by claims and exchanges (what comes back differs). */
export const outboundShape = {
  outbound: z.array(outboundLine),
  more: z.array(z.string()),
  shipping_option: z.string(),
  shipping_amount: z.number().min(0),
}
export const returnShippingShape = { return_option: z.string(), return_amount: z.number().min(0) }

export type OutboundValues = z.output<z.ZodObject<typeof outboundShape>>
export type ReturnShippingValues = z.output<z.ZodObject<typeof returnShippingShape>>

/** An order line as a claim or exchange names it: title, size, and how many were ordered. */
export const orderLineLabel = (item: { title: string; variant_title?: string | null; quantity: number }) =>
  `${item.title}${item.variant_title ? ` · ${item.variant_title}` : ''} (${item.quantity})`

const optionChoices = (options: SwapChoices['shippingOptions'], { t, locale }: RenderContext) => [
  { value: '', text: t('claims.noShipping') },
  ...options.map((option) => ({ value: option.id, text: nameIn(option, locale) })),
]

/** The step a resumed change holds for a line, a variant or a shipping option, if any. */
export const heldStep = (held: PendingAction[], action: string, match: (step: PendingAction) => boolean) =>
  held.find((step) => step.action === action && match(step))

/**
 * The outbound lines' first values: `first` decides which variants are offered at the top (the same, or another
 * size); a resumed change's pieces out and their shipping as it holds them.
 */
export function outboundValues(
  choices: SwapChoices,
  first: (variant: VariantChoice) => boolean,
  { locale }: RenderContext,
  currency: string,
  held: PendingAction[],
) {
  const offered = [...choices.variants].sort((a, b) => Number(first(b)) - Number(first(a)))
  const shipping = heldStep(held, 'SHIPPING_ADD', (step) => !step.returnId)
  return {
    outbound: offered.map((variant) => {
      const step = heldStep(held, 'ITEM_ADD', (candidate) => candidate.variantId === variant.variant_id)
      return {
        variant_id: variant.variant_id,
        label: variant.price === null ? variant.title : `${variant.title} · ${money(variant.price, currency, locale)}`,
        quantity: step?.quantity ?? 0,
        price: step && step.unitPrice !== variant.price ? step.unitPrice : null,
      }
    }),
    more: [],
    // the order's own way of shipping, paid by the shop unless staff agree otherwise
    shipping_option: held.length ? (shipping?.optionId ?? '') : (choices.shippingOptions[0]?.id ?? ''),
    shipping_amount: shipping?.amount ?? 0,
  }
}

export const outboundFields = (choices: SwapChoices, context: RenderContext): FieldSpec<any>[] => [
  {
    name: 'outbound',
    label: 'claims.outbound',
    lines: {
      text: (line) => String(line.label),
      fields: [
        { name: 'quantity', label: 'claims.quantity' },
        { name: 'price', label: 'claims.agreedPrice', hint: 'claims.agreedPriceHint' },
      ],
    },
  },
  { name: 'more', label: 'claims.moreVariants', hint: 'claims.moreVariantsHint', reference: VARIANTS },
  { name: 'shipping_option', label: 'claims.shipping', kind: 'select', choices: optionChoices(choices.shippingOptions, context), wide: false },
  { name: 'shipping_amount', label: 'claims.shippingAmount', hint: 'claims.shippingAmountHint', wide: false },
]

export function returnShippingValues(choices: SwapChoices, held: PendingAction[]) {
  const shipping = heldStep(held, 'SHIPPING_ADD', (step) => !!step.returnId)
  return { return_option: held.length ? (shipping?.optionId ?? '') : (choices.returnOptions[0]?.id ?? ''), return_amount: shipping?.amount ?? 0 }
}

export const returnShippingFields = (choices: SwapChoices, context: RenderContext): FieldSpec<any>[] => [
  { name: 'return_option', label: 'claims.returnShipping', kind: 'select', choices: optionChoices(choices.returnOptions, context), wide: false },
  { name: 'return_amount', label: 'claims.shippingAmount', hint: 'claims.shippingAmountHint', wide: false },
]
