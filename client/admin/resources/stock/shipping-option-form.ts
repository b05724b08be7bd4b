import type { AdminShippingOption } from '@medusajs/types'
import { z } from 'zod'
import { nameSchema } from '../../../../rules/name-in-language-schema'
import { parseAmount } from '../../../../rules/typed-amount'
import { formOf } from '../../engine/resource'
import type { MessageKey } from '../../i18n'
import type { Price } from '../catalogue/products/prices'
import { REFERENCES } from '../references'
import { SERVICE_ZONES } from './service-zones'
import { PriceCellsField, ProviderOptionSelect, ProviderSelect } from './shipping-option-fields'
import { priceCells, pricesBody, priceTiers } from './shipping-prices'
import { CART_VALUE_OPERATORS, ruleValues, type ShippingRule, wantedRules } from './shipping-rules'

const MAX_CART_VALUE_RULES = 4
const MAX_PRICE_TIERS = 4

const issue = (message: MessageKey, path: (string | number)[] = []) => ({ code: 'custom' as const, path, params: { message } })

/** An amount as typed ("4.999,99"): a number, not negative; empty only where no amount is fine. */
const amountText = (required: boolean) =>
  z.string().superRefine((typed, context) => {
    if (!typed.trim()) {
      if (required) context.addIssue(issue('shipping.notAmount'))
      return
    }
    const value = parseAmount(typed)
    if (value === null) context.addIssue(issue('shipping.notAmount'))
    else if (value < 0) context.addIssue(issue('shipping.negative'))
  })

const schema = z
  .object({
    name: nameSchema,
    name_en: nameSchema,
    description: z.string().trim().max(300),
    description_en: z.string().trim().max(300),
    service_zone_id: z.string().min(1),
    shipping_profile_id: z.string().min(1),
    provider_id: z.string().min(1),
    // the provider's option; null for an option stored without one (left so unless staff choose)
    data: z.record(z.string(), z.unknown()).nullable(),
    price_type: z.enum(['flat', 'calculated']),
    prices: z.record(z.string(), amountText(false)),
    price_tiers: z.array(z.object({ id: z.string().optional(), from: amountText(true), amount: amountText(true) })).superRefine((lines, context) => {
      if (lines.length > MAX_PRICE_TIERS) context.addIssue({ code: 'too_big', origin: 'array', maximum: MAX_PRICE_TIERS, inclusive: true, input: lines })
    }),
    enabled_in_store: z.boolean(),
    is_return: z.boolean(),
    cart_value: z
      .array(z.object({ id: z.string().optional(), operator: z.enum(CART_VALUE_OPERATORS), amount: amountText(true) }))
      .superRefine((lines, context) => {
        if (lines.length > MAX_CART_VALUE_RULES)
          context.addIssue({ code: 'too_big', origin: 'array', maximum: MAX_CART_VALUE_RULES, inclusive: true, input: lines })
      }),
  })
  .superRefine((values, context) => {
    // a flat option without a price cannot be offered: the checkout would have nothing to charge
    if (values.price_type === 'flat' && !Object.values(values.prices).some((typed) => typed.trim())) context.addIssue(issue('shipping.noPrice', ['prices']))
  })

type Values = z.output<typeof schema>

/** The option's English texts live in its metadata, as the storefront, mails and invoices read them. */
function metadataOf(values: Values, stored: Record<string, unknown> | null | undefined) {
  const { name_en: _name, description_en: _description, ...rest } = stored ?? {}
  return { ...rest, name_en: values.name_en, ...(values.description_en ? { description_en: values.description_en } : {}) }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'shipping'

/** The option's type carries the German description the checkout shows under its name. */
const typeOf = (values: Values, stored?: AdminShippingOption) => ({
  label: values.name,
  description: values.description,
  code: stored?.type?.code ?? slug(values.name_en),
})

/**
 * A shipping option's form: names in German and English, the service zone, profile, provider and its option, the
 * price type, prices per currency and region and by cart value ("free from 500 €"), and its rules (shown in the shop, return, cart-value limits). The
 * body carries the wanted rules as `rules`: a new option takes them in its one create call, an edit sends them
 * through the rules batch (`shipping-option-save.ts`).
 */
export const shippingOptionForm = ({ zoneId, editing = false }: { zoneId?: string; editing?: boolean } = {}) =>
  formOf<AdminShippingOption>()({
    mode: 'page',
    schema,
    fields: [
      { name: 'name', label: 'fields.name', wide: false },
      { name: 'name_en', label: 'fields.nameEn', hint: 'shipping.nameEnHint', wide: false },
      { name: 'description', label: 'fields.description', hint: 'shipping.descriptionHint', wide: false },
      { name: 'description_en', label: 'fields.descriptionEn', wide: false },
      // Medusa keeps an option in its zone: an edit shows the zone on the detail page, not in the form
      ...(editing ? [] : [{ name: 'service_zone_id' as const, label: 'shipping.zone' as const, reference: SERVICE_ZONES, hint: 'shipping.zoneHint' as const }]),
      { name: 'shipping_profile_id', label: 'shipping.profile', reference: REFERENCES.shippingProfiles, wide: false },
      { name: 'provider_id', label: 'shipping.provider', component: ProviderSelect, hint: 'shipping.providerHint', wide: false },
      { name: 'data', label: 'shipping.providerOption', component: ProviderOptionSelect, wide: false },
      {
        name: 'price_type',
        label: 'shipping.priceType',
        options: [
          { value: 'flat', label: 'shipping.flat' },
          { value: 'calculated', label: 'shipping.calculated' },
        ],
        wide: false,
      },
      { name: 'prices', label: 'shipping.prices', component: PriceCellsField, hint: 'shipping.pricesHint' },
      {
        name: 'price_tiers',
        label: 'shipping.priceTiers',
        hint: 'shipping.priceTiersHint',
        lines: {
          fields: [
            { name: 'from', label: 'shipping.tierFrom' },
            { name: 'amount', label: 'shipping.tierAmount' },
          ],
          add: { label: 'shipping.addPriceTier', line: () => ({ from: '', amount: '0' }) },
        },
      },
      { name: 'enabled_in_store', label: 'shipping.enabledInStore', hint: 'shipping.enabledInStoreHint' },
      { name: 'is_return', label: 'shipping.isReturn', hint: 'shipping.isReturnHint' },
      {
        name: 'cart_value',
        label: 'shipping.cartValue',
        hint: 'shipping.cartValueHint',
        lines: {
          fields: [
            {
              name: 'operator',
              label: 'shipping.operator',
              options: CART_VALUE_OPERATORS.map((operator) => ({ value: operator, label: `shipping.operators.${operator}` as const })),
            },
            { name: 'amount', label: 'shipping.amount' },
          ],
          add: { label: 'shipping.addCartValue', line: () => ({ operator: 'gt', amount: '' }) },
        },
      },
    ],
    values: (option) => {
      const rules = ruleValues(option?.rules as ShippingRule[] | undefined)
      const metadata = option?.metadata ?? {}
      const text = (key: string) => (typeof metadata[key] === 'string' ? (metadata[key] as string) : '')
      return {
        name: option?.name ?? '',
        name_en: text('name_en'),
        description: option?.type?.description ?? '',
        description_en: text('description_en'),
        service_zone_id: option?.service_zone_id ?? option?.service_zone?.id ?? zoneId ?? '',
        shipping_profile_id: option?.shipping_profile_id ?? option?.shipping_profile?.id ?? '',
        provider_id: option?.provider_id ?? '',
        data: option ? (option.data ?? null) : {},
        price_type: option?.price_type ?? 'flat',
        prices: priceCells(option?.prices as Price[] | undefined),
        price_tiers: priceTiers(option?.prices as Price[] | undefined),
        ...rules,
      }
    },
    toBody: (values, option) => {
      const stored = (option?.prices ?? []) as Price[]
      const typeChanged = !option || option.type?.label !== values.name || (option.type?.description ?? '') !== values.description
      return {
        name: values.name,
        ...(option ? {} : { service_zone_id: values.service_zone_id }),
        shipping_profile_id: values.shipping_profile_id,
        provider_id: values.provider_id,
        ...(values.data ? { data: values.data } : option?.data ? { data: {} } : {}),
        price_type: values.price_type,
        prices: values.price_type === 'flat' ? pricesBody(values.prices, stored, values.price_tiers) : [],
        metadata: metadataOf(values, option?.metadata),
        ...(typeChanged ? { type: typeOf(values, option) } : {}),
        rules: wantedRules(values).map(({ attribute, operator, value, ...rest }) =>
          option && rest.id ? { id: rest.id, attribute, operator, value } : { attribute, operator, value },
        ),
      }
    },
  })
