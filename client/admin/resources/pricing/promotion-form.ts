import type { AdminPromotion } from '@medusajs/types'
import { z } from 'zod'
import { customIssue } from '../../engine/form/zod-messages'
import { type FieldSpec, formOf, type Option } from '../../engine/resource'
import { campaignReference } from './campaign-reference'
import { CurrencySelect } from './currency-select'
import { newRule, ruleLinesSchema } from './rule-lines'
import { rulesField } from './rules-field'

export const TYPE_OPTIONS: Option[] = [
  { value: 'standard', label: 'promotions.types.standard' },
  { value: 'buyget', label: 'promotions.types.buyget' },
]
export const STATUS_OPTIONS: Option[] = [
  { value: 'draft', label: 'promotions.statuses.draft' },
  { value: 'active', label: 'promotions.statuses.active' },
  { value: 'inactive', label: 'promotions.statuses.inactive' },
]
const METHOD_OPTIONS: Option[] = [
  { value: 'percentage', label: 'promotions.methods.percentage' },
  { value: 'fixed', label: 'promotions.methods.fixed' },
]
const TARGET_OPTIONS: Option[] = [
  { value: 'items', label: 'promotions.targets.items' },
  { value: 'shipping_methods', label: 'promotions.targets.shipping_methods' },
  { value: 'order', label: 'promotions.targets.order' },
]
const ALLOCATION_OPTIONS: Option[] = [
  { value: 'across', label: 'promotions.allocations.across' },
  { value: 'each', label: 'promotions.allocations.each' },
  { value: 'once', label: 'promotions.allocations.once' },
]

/** Letters, digits, hyphen and underscore: what a shopper can type from a flyer without doubt. */
const CODE = /^[A-Za-z0-9_-]+$/

const quantity = z.number().int().min(1).nullable()

const values = z.object({
  code: z.string().trim().min(1).max(50),
  type: z.enum(['standard', 'buyget']),
  is_automatic: z.boolean(),
  status: z.enum(['draft', 'active', 'inactive']),
  campaign_id: z.string().nullable(),
  limit: quantity,
  is_tax_inclusive: z.boolean(),
  application_method: z.object({
    type: z.enum(['percentage', 'fixed']),
    value: z.number().min(0.01),
    currency_code: z.string(),
    target_type: z.enum(['items', 'shipping_methods', 'order']),
    allocation: z.enum(['across', 'each', 'once']),
    max_quantity: quantity,
    buy_rules_min_quantity: quantity,
    apply_to_quantity: quantity,
  }),
  rules: ruleLinesSchema,
  target_rules: ruleLinesSchema,
  buy_rules: ruleLinesSchema,
})

type Values = z.input<typeof values>
type Parsed = z.output<typeof values>
type Method = Values['application_method']

const isBuyGet = (form: Pick<Values, 'type'>) => form.type === 'buyget'
const onOrder = (form: Values) => !isBuyGet(form) && form.application_method.target_type === 'order'
/** A fixed amount per piece, or once per order, is capped by a number of pieces (Medusa's rule); buy-get always is. */
const needsMaxQuantity = (form: Values) => isBuyGet(form) || (!onOrder(form) && form.application_method.allocation !== 'across')

/**
 * Medusa's rules for a promotion, checked in the form so staff read them in their language at the field:
 * a code without spaces, a percentage of at most 100, a currency for a fixed amount, the quantities a buy-get
 * promotion or a per-piece discount needs, and (creating) the buy and target rules of a buy-get promotion.
 */
const check = (creating: boolean) => (form: Parsed, context: z.RefinementCtx) => {
  const method = form.application_method
  const at = (...path: string[]) => ['application_method', ...path]
  if (form.code && !CODE.test(form.code)) context.addIssue(customIssue('promotions.codeFormat', ['code']))
  if (method.type === 'percentage' && method.value > 100) context.addIssue(customIssue('promotions.percentMax', at('value')))
  if (method.type === 'fixed' && !method.currency_code) context.addIssue(customIssue('promotions.currencyNeeded', at('currency_code')))
  if (needsMaxQuantity(form) && method.max_quantity === null)
    context.addIssue(customIssue(isBuyGet(form) ? 'promotions.buyGetMaxNeeded' : 'promotions.maxQuantityNeeded', at('max_quantity')))
  if (!isBuyGet(form)) return
  if (method.buy_rules_min_quantity === null) context.addIssue(customIssue('promotions.buyQuantityNeeded', at('buy_rules_min_quantity')))
  if (method.apply_to_quantity === null) context.addIssue(customIssue('promotions.getQuantityNeeded', at('apply_to_quantity')))
  if (method.max_quantity !== null && method.apply_to_quantity !== null && method.max_quantity < method.apply_to_quantity)
    context.addIssue(customIssue('promotions.maxBelowGet', at('max_quantity')))
  if (creating && !form.buy_rules.length) context.addIssue(customIssue('promotions.buyRulesNeeded', ['buy_rules']))
  if (creating && !form.target_rules.length) context.addIssue(customIssue('promotions.targetRulesNeeded', ['target_rules']))
}

const when = {
  fixed: (form: Values) => form.application_method.type === 'fixed',
  standard: (form: Values) => !isBuyGet(form),
  buyGet: isBuyGet,
  allocation: (form: Values) => !isBuyGet(form) && !onOrder(form),
  maxQuantity: needsMaxQuantity,
  targetRules: (form: Values) => !onOrder(form),
  limit: (form: Values) => !form.is_automatic,
}

/** The rule fields of the create form (one component per kind, made once). */
const RULES = { rules: rulesField('rules'), 'target-rules': rulesField('target-rules'), 'buy-rules': rulesField('buy-rules') }

const fields = (creating: boolean): FieldSpec<Values>[] => [
  { name: 'code', label: 'promotions.code', hint: 'promotions.codeHint', wide: false },
  ...(creating ? [{ name: 'type', label: 'promotions.type', options: TYPE_OPTIONS, wide: false } as const] : []),
  { name: 'status', label: 'fields.status', options: STATUS_OPTIONS, wide: false },
  { name: 'campaign_id', label: 'promotions.campaign', reference: campaignReference, wide: false },
  { name: 'is_automatic', label: 'promotions.automatic' },
  { name: 'application_method.type', label: 'promotions.method', options: METHOD_OPTIONS, wide: false },
  { name: 'application_method.value', label: 'promotions.value', step: 0.01, wide: false },
  { name: 'application_method.currency_code', label: 'promotions.currency', component: CurrencySelect, when: when.fixed, wide: false },
  { name: 'is_tax_inclusive', label: 'promotions.taxInclusive', when: when.fixed },
  { name: 'application_method.target_type', label: 'promotions.target', options: TARGET_OPTIONS, when: when.standard, wide: false },
  { name: 'application_method.allocation', label: 'promotions.allocation', options: ALLOCATION_OPTIONS, when: when.allocation, wide: false },
  { name: 'application_method.buy_rules_min_quantity', label: 'promotions.buyQuantity', when: when.buyGet, wide: false },
  { name: 'application_method.apply_to_quantity', label: 'promotions.getQuantity', when: when.buyGet, wide: false },
  { name: 'application_method.max_quantity', label: 'promotions.maxQuantity', hint: 'promotions.maxQuantityHint', when: when.maxQuantity, wide: false },
  { name: 'limit', label: 'promotions.limit', hint: 'promotions.limitHint', when: when.limit, wide: false },
  ...(creating
    ? ([
        { name: 'rules', label: 'promotions.rules.rules', hint: 'promotions.rules.rulesHint', component: RULES.rules },
        {
          name: 'target_rules',
          label: 'promotions.rules.target-rules',
          hint: 'promotions.rules.target-rulesHint',
          component: RULES['target-rules'],
          when: when.targetRules,
        },
        { name: 'buy_rules', label: 'promotions.rules.buy-rules', hint: 'promotions.rules.buy-rulesHint', component: RULES['buy-rules'], when: when.buyGet },
      ] as const)
    : []),
]

const methodOf = (promotion?: AdminPromotion): Method => {
  const method = promotion?.application_method
  return {
    type: method?.type ?? 'percentage',
    // a new promotion's amount starts empty: the schema then asks for it ("required"), not for a made-up 0
    value: method?.value === undefined || method?.value === null ? (null as unknown as number) : Number(method.value),
    currency_code: method?.currency_code ?? '',
    target_type: method?.target_type ?? 'items',
    allocation: (method?.allocation as Method['allocation'] | undefined) ?? 'across',
    max_quantity: method?.max_quantity ?? null,
    buy_rules_min_quantity: method?.buy_rules_min_quantity ?? null,
    apply_to_quantity: method?.apply_to_quantity ?? null,
  }
}

const valuesOf = (promotion?: AdminPromotion): Values => ({
  code: promotion?.code ?? '',
  type: promotion?.type ?? 'standard',
  is_automatic: promotion?.is_automatic ?? false,
  status: (promotion?.status as Values['status'] | undefined) ?? 'draft',
  campaign_id: promotion?.campaign_id ?? null,
  limit: (promotion as { limit?: number | null } | undefined)?.limit ?? null,
  is_tax_inclusive: promotion?.is_tax_inclusive ?? false,
  application_method: methodOf(promotion),
  rules: [],
  target_rules: [],
  buy_rules: [],
})

/** The application method as Medusa takes it: only the fields its shape uses, the others cleared. */
function methodBody(form: Parsed, clear: null | undefined) {
  const method = form.application_method
  const buyGet = isBuyGet(form)
  const order = onOrder(form)
  return {
    type: method.type,
    value: method.value,
    currency_code: method.type === 'fixed' ? method.currency_code : clear,
    target_type: buyGet ? 'items' : method.target_type,
    ...(order ? {} : { allocation: buyGet ? 'each' : method.allocation }),
    max_quantity: needsMaxQuantity(form) ? method.max_quantity : clear,
    buy_rules_min_quantity: buyGet ? method.buy_rules_min_quantity : clear,
    apply_to_quantity: buyGet ? method.apply_to_quantity : clear,
  }
}

const common = (form: Parsed, clear: null | undefined) => ({
  code: form.code,
  status: form.status,
  is_automatic: form.is_automatic,
  is_tax_inclusive: form.application_method.type === 'fixed' && form.is_tax_inclusive,
  campaign_id: form.campaign_id ?? clear,
  limit: form.is_automatic ? clear : (form.limit ?? clear),
})

/** A new promotion with its rules in one call (Medusa's create takes them): standard or buy-get. */
export const promotionCreateForm = formOf<AdminPromotion>()({
  schema: values.superRefine(check(true)),
  fields: fields(true),
  values: valuesOf,
  toBody: (form) => {
    const buyGet = isBuyGet(form)
    return {
      ...common(form, undefined),
      type: form.type,
      application_method: {
        ...methodBody(form, undefined),
        ...(onOrder(form) ? {} : { target_rules: form.target_rules.map(newRule) }),
        ...(buyGet ? { buy_rules: form.buy_rules.map(newRule) } : {}),
      },
      rules: form.rules.map(newRule),
    }
  },
  mode: 'page',
})

/** A promotion's own fields and its application method; its rules are edited on its page, in batch. */
export const promotionEditForm = formOf<AdminPromotion>()({
  schema: values.superRefine(check(false)),
  fields: fields(false),
  values: valuesOf,
  toBody: (form) => ({ ...common(form, null), application_method: methodBody(form, null) }),
  mode: 'page',
})
