import type { Locale } from '../../../../rules/languages'

const TAGS: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

/** A tax rate as the staff's language writes it: "25,5 %", "25.5%"; nothing when there is none. */
export const percent = (rate: number | null | undefined, locale: Locale) =>
  typeof rate === 'number' ? new Intl.NumberFormat(TAGS[locale], { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100) : ''
