import { useT } from '../../i18n'
import { LANGUAGE_TAG } from '../../i18n/locale'
import { usePage } from '../lib/page-context'

/** Regional-indicator letters make the flag emoji of an iso_2 code. */
const flagOf = (country: string) =>
  String.fromCodePoint(...[...country.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))

/** 'Lieferung nach: 🇩🇪 Deutschland'; the selector popover replaces it later. */
export function CountryIndicator() {
  const t = useT()
  const { country, locale } = usePage()
  const name = new Intl.DisplayNames([LANGUAGE_TAG[locale]], { type: 'region' }).of(country.toUpperCase()) ?? country.toUpperCase()
  return (
    <p className="flex items-center gap-1.5 text-sm text-stone-600">
      <span>{t('header.deliverTo')}</span>
      <span aria-hidden="true">{flagOf(country)}</span>
      <span className="font-medium text-stone-800">{name}</span>
    </p>
  )
}
