import type { MessageKey, Translate } from '../../i18n'
import type { RuleOperator } from './rule-batch'

/** Medusa's rule attributes by their option id, in the staff's words (Medusa names them in English only). */
const ATTRIBUTE_TEXTS: Record<string, MessageKey> = {
  customer_group: 'promotions.attributes.customer_group',
  region: 'promotions.attributes.region',
  country: 'promotions.attributes.country',
  sales_channel: 'promotions.attributes.sales_channel',
  currency_code: 'promotions.attributes.currency_code',
  product: 'promotions.attributes.product',
  product_category: 'promotions.attributes.product_category',
  product_collection: 'promotions.attributes.product_collection',
  product_type: 'promotions.attributes.product_type',
  product_tag: 'promotions.attributes.product_tag',
  shipping_option_type: 'promotions.attributes.shipping_option_type',
}

const OPERATOR_TEXTS: Record<RuleOperator, MessageKey> = { in: 'promotions.operators.in', eq: 'promotions.operators.eq', ne: 'promotions.operators.ne' }

/** An attribute's name: the shop's text for the ones Medusa 2.21 offers, Medusa's own label for any other. */
export const attributeText = (t: Translate, attribute: { id: string; label: string }) =>
  Object.hasOwn(ATTRIBUTE_TEXTS, attribute.id) ? t(ATTRIBUTE_TEXTS[attribute.id]) : attribute.label

export const operatorText = (t: Translate, operator: RuleOperator) => t(OPERATOR_TEXTS[operator] ?? 'promotions.operators.in')
