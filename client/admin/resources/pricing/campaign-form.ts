import type { AdminCampaign } from '@medusajs/types'
import { z } from 'zod'
import { dayEnd, dayStart, shopDay } from '../../../../rules/shop-days'
import { customIssue } from '../../engine/form/zod-messages'
import { type FieldSpec, formOf, type Option } from '../../engine/resource'
import { CurrencySelect } from './currency-select'

export const BUDGET_OPTIONS: Option[] = [
  { value: 'none', label: 'campaigns.budgets.none' },
  { value: 'usage', label: 'campaigns.budgets.usage' },
  { value: 'spend', label: 'campaigns.budgets.spend' },
]

const IDENTIFIER = /^[A-Za-z0-9_-]+$/
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable()

const values = z.object({
  name: z.string().trim().min(1).max(200),
  campaign_identifier: z.string().trim().min(1).max(100),
  description: z.string().trim().max(1000),
  starts_at: day,
  ends_at: day,
  budget: z.object({ type: z.enum(['none', 'usage', 'spend']), limit: z.number().min(0.01).nullable(), currency_code: z.string() }),
})

type Values = z.input<typeof values>
type Parsed = z.output<typeof values>

/**
 * Medusa's rules for a campaign, in the form: an identifier without spaces, an end not before the start, a
 * budget with its limit (a whole number of uses, or an amount in a currency).
 */
function check(form: Parsed, context: z.RefinementCtx) {
  if (form.campaign_identifier && !IDENTIFIER.test(form.campaign_identifier))
    context.addIssue(customIssue('campaigns.identifierFormat', ['campaign_identifier']))
  if (form.starts_at && form.ends_at && form.ends_at < form.starts_at) context.addIssue(customIssue('campaigns.endBeforeStart', ['ends_at']))
  const { budget } = form
  if (budget.type === 'none') return
  if (budget.limit === null) context.addIssue(customIssue('campaigns.limitNeeded', ['budget', 'limit']))
  else if (budget.type === 'usage' && !Number.isInteger(budget.limit)) context.addIssue(customIssue('campaigns.usesWhole', ['budget', 'limit']))
  if (budget.type === 'spend' && !budget.currency_code) context.addIssue(customIssue('campaigns.currencyNeeded', ['budget', 'currency_code']))
}

const hasBudget = (form: Values) => form.budget.type !== 'none'

const fields = (creating: boolean): FieldSpec<Values>[] => [
  { name: 'name', label: 'fields.name', wide: false },
  { name: 'campaign_identifier', label: 'campaigns.identifier', hint: 'campaigns.identifierHint', wide: false },
  { name: 'description', label: 'fields.description', kind: 'textarea' },
  { name: 'starts_at', label: 'campaigns.startsAt', kind: 'date', wide: false },
  { name: 'ends_at', label: 'campaigns.endsAt', kind: 'date', hint: 'campaigns.endsAtHint', wide: false },
  // Medusa keeps a budget's kind and currency as created; only its limit changes later
  ...(creating ? ([{ name: 'budget.type', label: 'campaigns.budget', options: BUDGET_OPTIONS, wide: false }] as const) : []),
  { name: 'budget.limit', label: 'campaigns.limit', hint: 'campaigns.limitHint', step: 0.01, when: hasBudget, wide: false },
  ...(creating
    ? ([
        {
          name: 'budget.currency_code',
          label: 'campaigns.currency',
          component: CurrencySelect,
          when: (form: Values) => form.budget.type === 'spend',
          wide: false,
        },
      ] as const)
    : []),
]

const valuesOf = (campaign?: AdminCampaign): Values => ({
  name: campaign?.name ?? '',
  campaign_identifier: campaign?.campaign_identifier ?? '',
  description: campaign?.description ?? '',
  starts_at: shopDay(campaign?.starts_at),
  ends_at: shopDay(campaign?.ends_at),
  budget: {
    type: (campaign?.budget?.type as Values['budget']['type'] | undefined) ?? 'none',
    limit: campaign?.budget?.limit === undefined || campaign?.budget?.limit === null ? null : Number(campaign.budget.limit),
    currency_code: campaign?.budget?.currency_code ?? '',
  },
})

const common = (form: Parsed) => ({
  name: form.name,
  campaign_identifier: form.campaign_identifier,
  description: form.description || null,
  starts_at: dayStart(form.starts_at),
  ends_at: dayEnd(form.ends_at),
})

export const campaignCreateForm = formOf<AdminCampaign>()({
  schema: values.superRefine(check),
  fields: fields(true),
  values: valuesOf,
  toBody: (form) => ({
    ...common(form),
    ...(form.budget.type === 'none'
      ? {}
      : {
          budget: { type: form.budget.type, limit: form.budget.limit, ...(form.budget.type === 'spend' ? { currency_code: form.budget.currency_code } : {}) },
        }),
  }),
})

export const campaignEditForm = formOf<AdminCampaign>()({
  schema: values.superRefine(check),
  fields: fields(false),
  values: valuesOf,
  toBody: (form) => ({ ...common(form), ...(form.budget.type === 'none' ? {} : { budget: { limit: form.budget.limit } }) }),
})
