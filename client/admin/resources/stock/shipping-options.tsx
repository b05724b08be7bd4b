import type { AdminShippingOption } from '@medusajs/types'
import { lazy } from 'react'
import { nameIn } from '../../../../rules/name-in-language'
import { defineResource, type RenderContext } from '../../engine/resource'
import { money } from '../../ui/format'
import type { Price } from '../catalogue/products/prices'
import { nameColumn } from '../english-name'
import { REFERENCES } from '../references'
import { registered } from '../registry'
import { SERVICE_ZONES } from './service-zones'
import { shippingOptionForm } from './shipping-option-form'
import { updateShippingOption } from './shipping-option-save'
import { PricesText } from './shipping-prices-text'
import { cartValueInWords, currencyOf, ruleInWords, type ShippingRule } from './shipping-rules'

const regionOf = (price: { price_rules?: { attribute: string; value: string | number }[] }) =>
  price.price_rules?.find((rule) => rule.attribute === 'region_id')?.value
const rulesOf = (option: AdminShippingOption) => (option.rules ?? []) as ShippingRule[]
const currency = (option: AdminShippingOption) => currencyOf(option.prices)

/** Whether staff see it in the shop, only themselves, or as a return: the option's two `eq` rules in words. */
const visibility = (option: AdminShippingOption, { t, locale }: RenderContext) =>
  rulesOf(option)
    .filter((rule) => rule.operator === 'eq' && (rule.attribute === 'enabled_in_store' || rule.attribute === 'is_return'))
    .sort((a) => (a.attribute === 'is_return' ? 1 : -1))
    .map((rule) => ruleInWords(rule, null, t, locale))
    .join(' · ')

/**
 * Shipping options: the ways an order leaves the shop (and comes back), per service zone — list with their zone,
 * profile, prices and rules in words, filters by zone, profile and direction; create, edit (rules through the rules
 * batch, all or nothing), delete. The shop's own options are here too: free within Germany, insured shipping
 * elsewhere, valuables transport above 5,000 € (the `item_total` rules).
 */
export const shippingOptions = defineResource<AdminShippingOption>({
  ...registered('shipping-options'),
  title: (option, locale) => nameIn(option, locale),
  list: {
    columns: [
      // the name staff read in their language; its German and English forms are both on the detail and in the form
      nameColumn<AdminShippingOption>(),
      {
        id: 'service_zone',
        label: 'shipping.zone',
        primary: true,
        fields: ['service_zone.id', 'service_zone.name', 'service_zone.metadata'],
        value: (option) => option.service_zone?.name,
        cell: (option, { locale }) => option.service_zone && nameIn(option.service_zone, locale),
      },
      {
        id: 'shipping_profile',
        label: 'shipping.profile',
        fields: ['shipping_profile.id', 'shipping_profile.name', 'shipping_profile.metadata'],
        value: (option) => option.shipping_profile?.name,
        cell: (option, { locale }) => option.shipping_profile && nameIn(option.shipping_profile, locale),
      },
      {
        id: 'price_type',
        label: 'shipping.priceType',
        hidden: true,
        value: (option) => option.price_type,
        cell: (option, { t }) => (option.price_type === 'calculated' ? t('shipping.calculated') : t('shipping.flat')),
      },
      {
        id: 'prices',
        label: 'shipping.prices',
        primary: true,
        fields: ['*prices', '*prices.price_rules'],
        cell: (option) => <PricesText prices={(option.prices ?? []) as Price[]} />,
        csv: (option, { locale }) =>
          (option.prices ?? [])
            .map((price) => `${money(price.amount, price.currency_code, locale)}${regionOf(price) ? ` (${regionOf(price)})` : ''}`)
            .join(', '),
      },
      { id: 'visibility', label: 'shipping.visibility', fields: ['*rules'], cell: visibility, csv: visibility },
      {
        id: 'cart_value',
        label: 'shipping.cartValue',
        fields: ['*rules', '*prices'],
        cell: (option, { t, locale }) => cartValueInWords(rulesOf(option), currency(option), t, locale),
        csv: (option, { t, locale }) => cartValueInWords(rulesOf(option), currency(option), t, locale),
      },
    ],
    filters: [
      { id: 'service_zone_id', label: 'shipping.zone', reference: SERVICE_ZONES },
      { id: 'shipping_profile_id', label: 'shipping.profile', reference: REFERENCES.shippingProfiles },
      {
        id: 'is_return',
        label: 'shipping.kind',
        options: [
          { value: 'false', label: 'shipping.outbound' },
          { value: 'true', label: 'shipping.returns' },
        ],
        // both directions chosen is no filter at all
        toQuery: (values) => (values.length === 1 ? { is_return: values[0] } : {}),
      },
    ],
    search: 'shipping.searchHint',
    defaultSort: 'name',
  },
  detail: {
    fields:
      'id,name,price_type,data,provider_id,metadata,service_zone_id,shipping_profile_id,*rules,*type,*prices,*prices.price_rules,*service_zone,*shipping_profile',
    sections: [
      {
        id: 'overview',
        title: 'shipping.overview',
        component: lazy(() => import('./shipping-option-sections').then((module) => ({ default: module.OverviewSection }))),
      },
      {
        id: 'rules',
        title: 'shipping.rules',
        aside: true,
        component: lazy(() => import('./shipping-option-sections').then((module) => ({ default: module.RulesSection }))),
      },
      {
        id: 'prices',
        title: 'shipping.prices',
        aside: true,
        component: lazy(() => import('./shipping-option-sections').then((module) => ({ default: module.PricesSection }))),
      },
    ],
  },
  create: shippingOptionForm(),
  edit: shippingOptionForm({ editing: true }),
  remove: true,
  calls: { update: updateShippingOption },
})
