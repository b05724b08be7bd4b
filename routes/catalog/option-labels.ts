import type { MessageKey, Translate } from '../../i18n'

/** Medusa keeps option titles and values in German (ARCHITECTURE.md); these have texts in both languages. */
const OPTION_TITLES: Record<string, MessageKey> = {
  Legierung: 'catalog.option.alloy',
  Ringgröße: 'catalog.option.ringSize',
  Kettenlänge: 'catalog.option.chainLength',
  Armbandlänge: 'catalog.option.braceletLength',
  Zertifikat: 'catalog.option.certificate',
}

/** Values that are words; sizes ('54', '45 cm') and certificate names (GIA) read the same in both languages. */
const OPTION_VALUES: Record<string, MessageKey> = {
  'Gold 585': 'catalog.optionValue.gold585',
  'Gold 750': 'catalog.optionValue.gold750',
  Platin: 'catalog.optionValue.platinum',
  Silber: 'catalog.optionValue.silver',
}

export const RING_SIZE_OPTION = 'Ringgröße'

export const optionTitle = (t: Translate, title: string) => (Object.hasOwn(OPTION_TITLES, title) ? t(OPTION_TITLES[title]) : title)

export const optionValue = (t: Translate, value: string) => (Object.hasOwn(OPTION_VALUES, value) ? t(OPTION_VALUES[value]) : value)
