import type { AdminPromotion } from '@medusajs/types'
import { lazy } from 'react'
import { Link } from 'wouter'
import { defineResource, optionText, type RenderContext } from '../../engine/resource'
import { useLocale } from '../../i18n'
import { REGISTRY, registered } from '../registry'
import { campaignReference } from './campaign-reference'
import { discountAmount, discountInWords } from './discount-words'
import { promotionCreateForm, promotionEditForm, STATUS_OPTIONS, TYPE_OPTIONS } from './promotion-form'

type Promotion = AdminPromotion & { limit?: number | null; used?: number | null }

/** What the list and the detail read of a promotion's application method, for the discount in words. */
const METHOD_FIELDS = ['type', 'value', 'currency_code', 'target_type', 'allocation', 'max_quantity', 'apply_to_quantity', 'buy_rules_min_quantity'].map(
  (field) => `application_method.${field}`,
)

const DETAIL_FIELDS = [
  'id,code,type,status,is_automatic,is_tax_inclusive,limit,used,campaign_id,created_at,updated_at',
  '*campaign',
  '*application_method',
].join(',')

const option = (options: typeof STATUS_OPTIONS, value: string | null | undefined, context: RenderContext) => {
  const found = options.find((candidate) => candidate.value === value)
  return found ? optionText(found, context) : (value ?? '')
}

const words = (promotion: AdminPromotion, { t, locale }: RenderContext) => discountInWords(promotion, t, locale)
const howApplied = (promotion: AdminPromotion, { t }: RenderContext) => t(promotion.is_automatic ? 'promotions.automaticShort' : 'promotions.withCode')
const usage = (promotion: Promotion, { t }: RenderContext) =>
  promotion.limit ? t('promotions.usedOf', { used: promotion.used ?? 0, limit: promotion.limit }) : t('promotions.usedUnlimited', { used: promotion.used ?? 0 })

function CampaignLink({ promotion }: { promotion: AdminPromotion }) {
  const locale = useLocale()
  if (!promotion.campaign) return null
  return (
    <Link href={`~/admin/${locale}${REGISTRY.campaigns.route}/${encodeURIComponent(promotion.campaign.id)}`} className="admin-link">
      {promotion.campaign.name}
    </Link>
  )
}

/** Promotions: list by code, status, type and campaign; create standard and buy-get ones, edit, delete; rules in batch. */
export const promotions = defineResource<Promotion>({
  ...registered('promotions'),
  title: (promotion) => promotion.code ?? promotion.id,
  list: {
    columns: [
      { id: 'code', label: 'promotions.code', sort: 'code' },
      {
        id: 'discount',
        label: 'promotions.discount',
        primary: true,
        fields: ['type', ...METHOD_FIELDS],
        value: (promotion) => promotion.application_method?.value,
        cell: words,
        csv: words,
      },
      {
        id: 'status',
        label: 'fields.status',
        primary: true,
        value: (promotion) => promotion.status,
        cell: (promotion, context) => option(STATUS_OPTIONS, promotion.status, context),
        csv: (promotion, context) => option(STATUS_OPTIONS, promotion.status, context),
      },
      {
        id: 'type',
        label: 'promotions.type',
        value: (promotion) => promotion.type,
        cell: (promotion, context) => option(TYPE_OPTIONS, promotion.type, context),
        csv: (promotion, context) => option(TYPE_OPTIONS, promotion.type, context),
      },
      { id: 'is_automatic', label: 'promotions.applied', value: (promotion) => promotion.is_automatic, cell: howApplied, csv: howApplied },
      { id: 'campaign', label: 'promotions.campaign', fields: ['campaign.name'], value: (promotion) => promotion.campaign?.name },
      { id: 'used', label: 'promotions.usage', fields: ['used', 'limit'], value: (promotion) => promotion.used, cell: usage, csv: usage, hidden: true },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at', hidden: true },
    ],
    filters: [
      { id: 'status', label: 'fields.status', options: STATUS_OPTIONS },
      { id: 'type', label: 'promotions.type', options: TYPE_OPTIONS },
      {
        id: 'is_automatic',
        label: 'promotions.applied',
        options: [
          { value: 'true', label: 'promotions.automaticShort' },
          { value: 'false', label: 'promotions.withCode' },
        ],
      },
      { id: 'campaign_id', label: 'promotions.campaign', reference: campaignReference },
    ],
    search: 'promotions.searchHint',
    defaultSort: '-created_at',
  },
  detail: {
    fields: DETAIL_FIELDS,
    sections: [
      {
        id: 'overview',
        title: 'promotions.overview',
        rows: [
          { label: 'promotions.discount', value: words },
          { label: 'fields.status', value: (promotion, context) => option(STATUS_OPTIONS, promotion.status, context) },
          { label: 'promotions.type', value: (promotion, context) => option(TYPE_OPTIONS, promotion.type, context) },
          { label: 'promotions.applied', value: howApplied },
          { label: 'promotions.campaign', value: (promotion) => <CampaignLink promotion={promotion} /> },
          { label: 'promotions.usage', value: usage },
        ],
      },
      {
        id: 'method',
        title: 'promotions.methodTitle',
        aside: true,
        rows: [
          {
            label: 'promotions.value',
            value: (promotion, { locale }) => (promotion.application_method ? discountAmount(promotion.application_method, locale) : ''),
          },
          {
            label: 'promotions.taxInclusive',
            value: (promotion, { t }) => (promotion.application_method?.type === 'fixed' ? t(promotion.is_tax_inclusive ? 'generic.yes' : 'generic.no') : ''),
          },
          {
            label: 'promotions.target',
            value: (promotion, { t }) => (promotion.application_method?.target_type ? t(`promotions.targets.${promotion.application_method.target_type}`) : ''),
          },
          {
            label: 'promotions.allocation',
            value: (promotion, { t }) =>
              promotion.application_method?.allocation && promotion.application_method.target_type !== 'order'
                ? t(`promotions.allocations.${promotion.application_method.allocation}`)
                : '',
          },
          { label: 'promotions.maxQuantity', value: (promotion) => promotion.application_method?.max_quantity },
          { label: 'promotions.buyQuantity', value: (promotion) => promotion.application_method?.buy_rules_min_quantity },
          { label: 'promotions.getQuantity', value: (promotion) => promotion.application_method?.apply_to_quantity },
        ],
      },
      { id: 'rules', title: 'promotions.rules.rules', bare: true, component: lazy(() => import('./promotion-rules-section')) },
    ],
  },
  create: promotionCreateForm,
  edit: promotionEditForm,
  remove: true,
})
