import type { Locale } from '../../../../rules/languages'
import { formatAmount, formatMoney } from '../../../../rules/money'
import { parseAmount } from '../../../../rules/typed-amount'
import type { Translate } from '../../i18n'

/**
 * A shipping option's rules as Medusa keeps them: the checkout offers the option only when every rule holds for the
 * cart. The shop uses three attributes: `enabled_in_store` (offered in the shop, else only staff may book it),
 * `is_return` (a return parcel, never offered at checkout) and `item_total` (the cart's gross item value in its
 * currency, which the back end's cart-value hook puts into the context: valuables transport above 5,000 €).
 */
export type ShippingRule = { id?: string; attribute: string; operator: string; value: string | string[] }

export const CART_VALUE_OPERATORS = ['gt', 'gte', 'lt', 'lte'] as const
type CartValueOperator = (typeof CART_VALUE_OPERATORS)[number]

/** One cart-value rule as the form edits it: the amount as staff typed it. */
type CartValueLine = { id?: string; operator: CartValueOperator; amount: string }

/** What the form edits of the rules; rules of other attributes stay as they are. */
export type RuleValues = { enabled_in_store: boolean; is_return: boolean; cart_value: CartValueLine[] }

const MANAGED = ['enabled_in_store', 'is_return', 'item_total']

const text = (value: ShippingRule['value']) => (Array.isArray(value) ? value.join(',') : String(value))

/** The amount a rule compares with, shown as money when the option is priced in one currency only. */
function amountText(value: string, currency: string | null, locale: Locale) {
  const amount = Number(value)
  if (!Number.isFinite(amount)) return value
  return currency ? formatMoney(amount, currency, locale) : formatAmount(amount, locale)
}

const isTrue = (rule: ShippingRule) => text(rule.value) === 'true'

/**
 * One rule in the staff's words: "über 5.000,00 € Warenwert", "Im Shop angeboten", "Rücksendung". Rules of other
 * attributes read as Medusa has them ("customer_group in vip").
 */
export function ruleInWords(rule: ShippingRule, currency: string | null, t: Translate, locale: Locale): string {
  if (rule.attribute === 'enabled_in_store' && rule.operator === 'eq') return isTrue(rule) ? t('shipping.rule.inStore') : t('shipping.rule.staffOnly')
  if (rule.attribute === 'is_return' && rule.operator === 'eq') return isTrue(rule) ? t('shipping.rule.return') : t('shipping.rule.outbound')
  if (rule.attribute === 'item_total' && (CART_VALUE_OPERATORS as readonly string[]).includes(rule.operator))
    return t(`shipping.rule.${rule.operator as CartValueOperator}`, { amount: amountText(text(rule.value), currency, locale) })
  return `${rule.attribute} ${rule.operator} ${text(rule.value)}`
}

/** The cart-value rules of an option in words, the lower bound first ("über 3.000,00 € Warenwert · bis 5.000,00 € Warenwert"). */
export function cartValueInWords(rules: readonly ShippingRule[], currency: string | null, t: Translate, locale: Locale): string {
  const order = (rule: ShippingRule) => CART_VALUE_OPERATORS.indexOf(rule.operator as CartValueOperator)
  return rules
    .filter((rule) => rule.attribute === 'item_total')
    .sort((a, b) => order(a) - order(b))
    .map((rule) => ruleInWords(rule, currency, t, locale))
    .join(' · ')
}

/** The one currency an option is priced in (its cart-value rules compare in it), else null. */
export function currencyOf(prices: readonly { currency_code?: string | null }[] | null | undefined): string | null {
  const codes = [...new Set((prices ?? []).map((price) => price.currency_code).filter(Boolean))]
  return codes.length === 1 ? codes[0]! : null
}

const ruleOf = (rules: readonly ShippingRule[], attribute: string) => rules.find((rule) => rule.attribute === attribute && rule.operator === 'eq')

/** The form's values from an option's rules (a new option: shown in the shop, outbound, no cart-value rule). */
export function ruleValues(rules: readonly ShippingRule[] | null | undefined): RuleValues {
  const all = rules ?? []
  const enabled = ruleOf(all, 'enabled_in_store')
  const isReturn = ruleOf(all, 'is_return')
  return {
    enabled_in_store: enabled ? isTrue(enabled) : true,
    is_return: isReturn ? isTrue(isReturn) : false,
    cart_value: all
      .filter((rule) => rule.attribute === 'item_total' && (CART_VALUE_OPERATORS as readonly string[]).includes(rule.operator))
      .map((rule) => ({ id: rule.id, operator: rule.operator as CartValueOperator, amount: text(rule.value) })),
  }
}

/**
 * The rules the form asks for: shown in the shop and return as `eq` rules (Medusa's own attributes), each
 * cart-value line as an `item_total` rule with its amount as Medusa compares it ("5000", "4999.99"). Lines keep the
 * id of the rule they were read from.
 */
export function wantedRules(values: RuleValues): ShippingRule[] {
  return [
    { attribute: 'enabled_in_store', operator: 'eq', value: String(values.enabled_in_store) },
    { attribute: 'is_return', operator: 'eq', value: String(values.is_return) },
    ...values.cart_value.map((line) => ({
      ...(line.id ? { id: line.id } : {}),
      attribute: 'item_total',
      operator: line.operator,
      value: String(parseAmount(line.amount)),
    })),
  ]
}

export type RuleBatch = {
  create: Omit<ShippingRule, 'id'>[]
  update: (ShippingRule & { id: string })[]
  delete: string[]
}

const same = (a: ShippingRule, b: ShippingRule) => a.attribute === b.attribute && a.operator === b.operator && text(a.value) === text(b.value)
const plain = ({ attribute, operator, value }: ShippingRule) => ({ attribute, operator, value })

/**
 * What `POST /admin/shipping-options/{id}/rules/batch` must do to turn the stored rules into the wanted ones:
 * `enabled_in_store` and `is_return` are matched by attribute (a second one of either goes), cart-value rules by the
 * id the form kept (one the form dropped goes), rules of other attributes are left alone. Unchanged rules are not sent.
 */
export function ruleBatch(stored: readonly ShippingRule[], wanted: readonly ShippingRule[]): RuleBatch {
  const batch: RuleBatch = { create: [], update: [], delete: [] }
  const kept = new Set<string>()
  for (const rule of wanted) {
    const match =
      rule.attribute === 'item_total'
        ? stored.find((candidate) => candidate.id === rule.id && candidate.attribute === 'item_total')
        : stored.find((candidate) => candidate.attribute === rule.attribute && !kept.has(candidate.id!))
    if (!match) batch.create.push(plain(rule))
    else {
      kept.add(match.id!)
      if (!same(match, rule)) batch.update.push({ id: match.id!, ...plain(rule) })
    }
  }
  for (const rule of stored) if (MANAGED.includes(rule.attribute) && !kept.has(rule.id!)) batch.delete.push(rule.id!)
  return batch
}

export const isEmptyBatch = (batch: RuleBatch) => !batch.create.length && !batch.update.length && !batch.delete.length

/**
 * The batch that undoes a batch Medusa has carried out (the option's other change failed afterwards): the rules it
 * created go, the ones it updated get their stored values back, the ones it deleted come back (with new ids).
 */
export function undoBatch(stored: readonly ShippingRule[], batch: RuleBatch, createdIds: readonly string[]): RuleBatch {
  const before = (id: string) => stored.find((rule) => rule.id === id)!
  return {
    create: batch.delete.map((id) => plain(before(id))),
    update: batch.update.map((rule) => ({ id: rule.id, ...plain(before(rule.id)) })),
    delete: [...createdIds],
  }
}
