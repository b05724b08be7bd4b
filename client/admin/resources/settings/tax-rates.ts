import type { AdminTaxRate, AdminTaxRegion } from '@medusajs/types'
import { z } from 'zod'
import { restCalls } from '../../engine/calls'
import { childOf } from '../../engine/children/child-spec'
import { customMessage } from '../../engine/form/zod-messages'
import { formOf, type RenderContext } from '../../engine/resource'
import { percent } from './tax-percent'
import { RULE_TARGETS, type RuleTarget, TaxRulesField } from './tax-rules-field'

const TAX_RATES = '/admin/tax-rates'

const ruleSchema = z.object({ reference: z.enum(Object.keys(RULE_TARGETS) as [RuleTarget, ...RuleTarget[]]), reference_id: z.string().trim().min(1).max(100) })

/**
 * A tax rate of a tax region: name, code, the rate in percent (0–100, at most three decimals, "25,5"), and whether it
 * is the region's default or an override for what its rules name (a product type, a category …).
 */
export const taxRateForm = formOf<AdminTaxRate>()({
  schema: z
    .object({
      name: z.string().trim().min(1).max(100),
      code: z.string().trim().min(1).max(50),
      rate: z.number().min(0).max(100).multipleOf(0.001),
      is_default: z.boolean(),
      is_combinable: z.boolean(),
      rules: z.array(ruleSchema).max(20),
    })
    .refine((rate) => rate.is_default || rate.rules.length > 0, { path: ['rules'], params: customMessage('taxes.overrideNeedsRule') }),
  fields: [
    { name: 'name', label: 'fields.name' },
    { name: 'code', label: 'taxes.code', hint: 'taxes.codeHint', wide: false },
    { name: 'rate', label: 'taxes.rate', hint: 'taxes.rateHint', step: 0.1, decimals: 3, wide: false },
    { name: 'is_default', label: 'taxes.isDefault', hint: 'taxes.isDefaultHint' },
    { name: 'is_combinable', label: 'taxes.isCombinable', hint: 'taxes.isCombinableHint' },
    { name: 'rules', label: 'taxes.rules', hint: 'taxes.rulesHint', component: TaxRulesField },
  ],
  values: (rate) => ({
    name: rate?.name ?? '',
    code: rate?.code ?? '',
    rate: rate?.rate ?? 0,
    is_default: rate?.is_default ?? false,
    is_combinable: rate?.is_combinable ?? false,
    rules: (rate?.rules ?? [])
      .filter((rule) => rule.reference in RULE_TARGETS)
      .map((rule) => ({ reference: rule.reference as RuleTarget, reference_id: rule.reference_id })),
  }),
  toBody: (values) => values,
})

const kindOf = (rate: AdminTaxRate, { t }: RenderContext) => t(rate.is_default ? 'taxes.default' : 'taxes.override')

/** A tax region's rates: the child table at `/admin/tax-rates?tax_region_id=…` (create, edit, delete). */
export const taxRates = childOf<AdminTaxRegion>()<AdminTaxRate>({
  id: 'rates',
  title: 'taxes.rates',
  name: 'tax-regions',
  path: () => TAX_RATES,
  listKey: 'tax_rates',
  itemKey: 'tax_rate',
  calls: (region) => {
    const calls = restCalls<AdminTaxRate>(TAX_RATES, 'tax_rates', 'tax_rate')
    return {
      list: (query, signal) => calls.list({ ...query, tax_region_id: region.id }, signal),
      create: (body) => calls.create({ ...body, tax_region_id: region.id }),
    }
  },
  rowTitle: (rate) => rate.name,
  // a row is what its edit form starts from
  fields: ['name', 'code', 'rate', 'is_default', 'is_combinable', 'rules.reference', 'rules.reference_id'],
  columns: [
    { id: 'name', label: 'fields.name', sort: 'name' },
    {
      id: 'rate',
      label: 'taxes.rate',
      sort: 'rate',
      align: 'end',
      primary: true,
      value: (rate) => rate.rate,
      cell: (rate, { locale }) => percent(rate.rate, locale),
    },
    { id: 'code', label: 'taxes.code', sort: 'code' },
    { id: 'kind', label: 'taxes.kind', fields: ['is_default', 'rules.reference'], value: (rate) => rate.is_default, cell: kindOf, csv: kindOf },
  ],
  defaultSort: 'name',
  create: taxRateForm,
  edit: taxRateForm,
  // the edit form starts from the rate as Medusa holds it now: its rules may have changed since the table was read
  load: true,
  remove: true,
})
