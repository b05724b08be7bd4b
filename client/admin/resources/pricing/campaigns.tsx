import type { AdminCampaign, AdminPromotion } from '@medusajs/types'
import { request, restCalls } from '../../engine/calls'
import { childOf } from '../../engine/children/child-spec'
import { defineResource, optionText, type RenderContext } from '../../engine/resource'
import { dateTime, money } from '../../ui/format'
import { REFERENCES } from '../references'
import { REGISTRY, registered } from '../registry'
import { BUDGET_OPTIONS, campaignCreateForm, campaignEditForm } from './campaign-form'
import { discountInWords } from './discount-words'
import { STATUS_OPTIONS } from './promotion-form'

type Budget = NonNullable<AdminCampaign['budget']>

const amount = (budget: Budget, value: number | null | undefined, locale: RenderContext['locale']) =>
  budget.type === 'spend' ? money(value ?? 0, budget.currency_code, locale) : String(value ?? 0)

/** "1 von 2 Einlösungen" / "120,00 € von 500,00 €": what a budget has used of its limit. */
export function budgetUse(campaign: AdminCampaign, { t, locale }: RenderContext): string {
  const budget = campaign.budget
  if (!budget) return t('campaigns.budgets.none')
  const used = amount(budget, Number(budget.used ?? 0), locale)
  if (budget.limit === null || budget.limit === undefined) return t('campaigns.usedNoLimit', { used })
  return t(budget.type === 'spend' ? 'campaigns.spentOf' : 'campaigns.usedOf', { used, limit: amount(budget, Number(budget.limit), locale) })
}

const budgetType = (campaign: AdminCampaign, context: RenderContext) => {
  const found = BUDGET_OPTIONS.find((option) => option.value === (campaign.budget?.type ?? 'none'))
  return found ? optionText(found, context) : context.t('campaigns.budgets.none')
}
const period = (campaign: AdminCampaign, { t, locale }: RenderContext) =>
  campaign.starts_at || campaign.ends_at
    ? t('campaigns.period', { from: dateTime(campaign.starts_at, locale), to: dateTime(campaign.ends_at, locale) })
    : t('campaigns.always')

const promotionsAt = REGISTRY.promotions

/** A campaign's promotions: listed by their campaign, added and removed in batch (`POST …/promotions { add, remove }`). */
const campaignPromotions = childOf<AdminCampaign>()<AdminPromotion>({
  id: 'promotions',
  title: 'campaigns.promotions',
  name: 'promotions',
  path: (campaign) => `/admin/campaigns/${encodeURIComponent(campaign.id)}/promotions`,
  listKey: promotionsAt.listKey,
  itemKey: promotionsAt.itemKey,
  calls: (campaign) => ({
    list: (query, signal) =>
      restCalls<AdminPromotion>(promotionsAt.path, promotionsAt.listKey, promotionsAt.itemKey).list({ ...query, campaign_id: campaign.id }, signal),
  }),
  rowTitle: (promotion) => promotion.code ?? promotion.id,
  columns: [
    { id: 'code', label: 'promotions.code', sort: 'code' },
    {
      id: 'discount',
      label: 'promotions.discount',
      primary: true,
      fields: [
        'type',
        'application_method.type',
        'application_method.value',
        'application_method.currency_code',
        'application_method.target_type',
        'application_method.allocation',
        'application_method.apply_to_quantity',
        'application_method.buy_rules_min_quantity',
      ],
      value: (promotion) => promotion.code,
      cell: (promotion, { t, locale }) => discountInWords(promotion, t, locale),
    },
    {
      id: 'status',
      label: 'fields.status',
      value: (promotion) => promotion.status,
      cell: (promotion, context) => {
        const found = STATUS_OPTIONS.find((option) => option.value === promotion.status)
        return found ? optionText(found, context) : context.t('promotions.statuses.draft')
      },
    },
  ],
  search: 'promotions.searchHint',
  defaultSort: 'code',
  link: (promotion) => `${promotionsAt.route}/${encodeURIComponent(promotion.id)}`,
  batch: {
    reference: REFERENCES.promotions,
    add: 'campaigns.addPromotions',
    remove: 'campaigns.removePromotions',
    write: (campaign, change) => request(`/admin/campaigns/${encodeURIComponent(campaign.id)}/promotions`, { method: 'POST', body: change }),
  },
})

/**
 * Medusa 2.21 deletes a campaign but leaves its promotions pointing at it, and a promotion with a campaign (even a
 * deleted one) cannot join another: the promotions are taken out first (one batch call), then the campaign goes.
 */
async function removeCampaign(id: string) {
  const { promotions } = await request<{ promotions: { id: string }[] }>(promotionsAt.path, { query: { campaign_id: id, fields: 'id', limit: 1000 } })
  if (promotions.length)
    await request(`/admin/campaigns/${encodeURIComponent(id)}/promotions`, {
      method: 'POST',
      body: { add: [], remove: promotions.map((promotion) => promotion.id) },
    })
  return request(`/admin/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** Campaigns: name, identifier, period and budget (spend or usage, used against its limit); their promotions in batch. */
export const campaigns = defineResource<AdminCampaign>({
  ...registered('campaigns'),
  title: (campaign) => campaign.name,
  list: {
    columns: [
      { id: 'name', label: 'fields.name', sort: 'name' },
      { id: 'campaign_identifier', label: 'campaigns.identifier', sort: 'campaign_identifier' },
      { id: 'period', label: 'campaigns.periodTitle', fields: ['starts_at', 'ends_at'], value: (campaign) => campaign.starts_at, cell: period, csv: period },
      {
        id: 'budget',
        label: 'campaigns.budget',
        primary: true,
        fields: ['budget.type', 'budget.limit', 'budget.used', 'budget.currency_code'],
        value: (campaign) => campaign.budget?.used,
        cell: budgetUse,
        csv: budgetUse,
      },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at', hidden: true },
    ],
    search: 'campaigns.searchHint',
    defaultSort: '-created_at',
  },
  detail: {
    fields: 'id,name,campaign_identifier,description,starts_at,ends_at,created_at,updated_at,*budget',
    sections: [
      {
        id: 'overview',
        title: 'campaigns.overview',
        rows: [
          { label: 'campaigns.identifier', value: (campaign) => campaign.campaign_identifier },
          { label: 'fields.description', value: (campaign) => campaign.description },
          { label: 'campaigns.periodTitle', value: period },
          { label: 'campaigns.budget', value: budgetType },
          { label: 'campaigns.used', value: budgetUse },
        ],
      },
    ],
    children: [campaignPromotions],
  },
  create: campaignCreateForm,
  edit: campaignEditForm,
  remove: { invalidates: ['promotions'] },
  calls: { remove: removeCampaign },
})
