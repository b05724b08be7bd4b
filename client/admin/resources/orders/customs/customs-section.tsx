import { countryName } from '../../../../../rules/country-name'
import type { Locale } from '../../../../../rules/languages'
import { useLocale, useT } from '../../../i18n'
import { amountText, money } from '../../../ui/format'
import type { CustomsDeclaration } from './fulfilment-customs'

const grams = (weight: number | null, locale: Locale, unknown: string) => (weight === null ? unknown : `${amountText(weight, locale, weight % 1 ? 1 : 0)} g`)

/**
 * A parcel's customs declaration on the order page, as customs outside the EU read it: each line's pieces, tariff
 * number, origin, material, weight and value, then the totals. Lines stack on a phone (no table to scroll sideways).
 */
export function CustomsSection({ customs, titles }: { customs: CustomsDeclaration; titles: Map<string, string> }) {
  const t = useT()
  const locale = useLocale()
  const missing = t('orderDetail.customsMissing')
  return (
    <section className="mt-2 rounded-lg border border-stone-200 bg-stone-50 p-3" aria-label={t('orderDetail.customs')} data-testid="customs-declaration">
      <h4 className="text-xs font-medium uppercase tracking-wide text-stone-600">{t('orderDetail.customs')}</h4>
      <ul className="mt-2 flex flex-col gap-2">
        {customs.lines.map((line) => (
          <li key={line.line_item_id}>
            <p className="break-words text-stone-900">
              {line.quantity} × {titles.get(line.line_item_id) ?? line.line_item_id}
            </p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-xs text-stone-700">
              <dt>{t('products.hsCode')}</dt>
              <dd className="break-words">{line.hs_code ?? missing}</dd>
              <dt>{t('products.originCountry')}</dt>
              <dd>{line.origin_country ? countryName(line.origin_country, locale) : missing}</dd>
              <dt>{t('products.customsMaterial')}</dt>
              <dd className="break-words">{line.material ?? missing}</dd>
              {line.mid_code && (
                <>
                  <dt>{t('products.midCode')}</dt>
                  <dd className="break-words">{line.mid_code}</dd>
                </>
              )}
              <dt>{t('orderDetail.customsWeight')}</dt>
              <dd>{grams(line.weight, locale, missing)}</dd>
              <dt>{t('orderDetail.customsValue')}</dt>
              <dd>{money(line.value, customs.currency_code, locale)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs font-medium text-stone-900">
        {t('orderDetail.customsTotal', {
          value: money(customs.total_value, customs.currency_code, locale),
          weight: grams(customs.total_weight, locale, missing),
        })}
      </p>
    </section>
  )
}
