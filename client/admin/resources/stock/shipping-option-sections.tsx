import type { AdminShippingOption } from '@medusajs/types'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { nameIn } from '../../../../rules/name-in-language'
import type { SectionProps } from '../../engine/resource'
import { useLocale, useT } from '../../i18n'
import type { Price } from '../catalogue/products/prices'
import { zoneLabelIn, zonePath } from './service-zones'
import { usePlacedZones } from './shipping-option-fields'
import { PricesText } from './shipping-prices-text'
import { currencyOf, ruleInWords, type ShippingRule } from './shipping-rules'

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 px-4 py-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="min-w-0 break-words text-stone-900">{value === null || value === undefined || value === '' ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Names in both languages, where it ships from (its zone, linked to the zone's page), profile, provider and price type. */
export function OverviewSection({ item: option }: SectionProps<AdminShippingOption>) {
  const t = useT()
  const locale = useLocale()
  const zones = usePlacedZones()
  const zone = zones.data?.find((candidate) => candidate.id === option.service_zone_id)
  const metadata = option.metadata ?? {}
  const optionId = typeof option.data?.id === 'string' ? option.data.id : null
  return (
    <Rows
      rows={[
        [t('fields.name'), option.name],
        [t('fields.nameEn'), typeof metadata.name_en === 'string' ? metadata.name_en : null],
        [t('fields.description'), option.type?.description],
        [t('fields.descriptionEn'), typeof metadata.description_en === 'string' ? metadata.description_en : null],
        [
          t('shipping.zone'),
          zone ? (
            <Link key="zone" href={`~/admin/${locale}${zonePath(zone)}`} className="admin-link">
              {zoneLabelIn(zone, locale)}
            </Link>
          ) : (
            option.service_zone && nameIn(option.service_zone, locale)
          ),
        ],
        [t('shipping.profile'), option.shipping_profile && nameIn(option.shipping_profile, locale)],
        [t('shipping.provider'), option.provider_id],
        [t('shipping.providerOption'), optionId],
        [t('shipping.priceType'), option.price_type === 'calculated' ? t('shipping.calculated') : t('shipping.flat')],
      ]}
    />
  )
}

/** Every rule in words: where it is offered, and the cart values it is for. */
export function RulesSection({ item: option }: SectionProps<AdminShippingOption>) {
  const t = useT()
  const locale = useLocale()
  const currency = currencyOf(option.prices)
  const rules = (option.rules ?? []) as ShippingRule[]
  if (!rules.length) return <p className="p-4 text-sm text-stone-600">{t('shipping.noCartValue')}</p>
  return (
    <ul className="flex flex-col gap-1 p-4 text-sm" data-rules="">
      {rules.map((rule, index) => (
        <li key={rule.id ?? index}>{ruleInWords(rule, currency, t, locale)}</li>
      ))}
    </ul>
  )
}

/** The prices per currency and region. */
export function PricesSection({ item: option }: SectionProps<AdminShippingOption>) {
  const t = useT()
  if (option.price_type === 'calculated') return <p className="p-4 text-sm text-stone-600">{t('shipping.calculated')}</p>
  return (
    <p className="p-4 text-sm">
      <PricesText prices={(option.prices ?? []) as Price[]} />
    </p>
  )
}
