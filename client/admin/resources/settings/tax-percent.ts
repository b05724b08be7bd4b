import { type Locale, writingTag } from '../../../../rules/languages'

/** A tax rate as the staff's language writes it: "25,5 %", "25.5%"; nothing when there is none. */
export const percent = (rate: number | null | undefined, locale: Locale) =>
  typeof rate === 'number' ? new Intl.NumberFormat(writingTag(locale), { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100) : ''
