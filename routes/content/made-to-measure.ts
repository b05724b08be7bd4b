import type { Locale } from '../../rules/languages'

/** Product words of the `{product}-nach-mass` pages: the shop's categories in both languages (plural, as in a heading). */
export const MADE_TO_MEASURE_PRODUCTS: Record<string, Record<Locale, string>> = {
  schmuck: { de: 'Schmuck', en: 'Jewellery' },
  ringe: { de: 'Ringe', en: 'Rings' },
  verlobungsringe: { de: 'Verlobungsringe', en: 'Engagement rings' },
  eheringe: { de: 'Eheringe', en: 'Wedding rings' },
  trauringe: { de: 'Trauringe', en: 'Wedding bands' },
  diamantringe: { de: 'Diamantringe', en: 'Diamond rings' },
  ketten: { de: 'Ketten', en: 'Necklaces' },
  anhaenger: { de: 'Anhänger', en: 'Pendants' },
  ohrringe: { de: 'Ohrringe', en: 'Earrings' },
  armbaender: { de: 'Armbänder', en: 'Bracelets' },
  perlenschmuck: { de: 'Perlenschmuck', en: 'Pearl jewellery' },
}

const SLUG = /^([a-z]+)-nach-mass$/

/** The product word of a made-to-measure slug, or null when the slug is none (or names no product we make). */
export function madeToMeasureProduct(slug: string): string | null {
  const word = SLUG.exec(slug)?.[1]
  return word && word in MADE_TO_MEASURE_PRODUCTS ? word : null
}
