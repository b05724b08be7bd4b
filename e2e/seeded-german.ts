import { OPTION_TERMS_EN } from '../backend/src/scripts/seed-data/option-terms'
import { PRODUCTS } from '../backend/src/scripts/seed-data/products'
import { shippingTexts } from '../backend/src/scripts/seed-data/shipping'
import { STOCK_PIECES } from './stock-fixture'

/**
 * What the seed writes into Medusa in German and has an English word for: shipping option names and descriptions,
 * option titles and values, product titles (the test pieces' too). None may show on an English page or in an
 * English mail.
 */
const SEEDED_GERMAN: readonly string[] = [
  ...new Set([
    ...(['insured', 'valuables'] as const).flatMap((kind) => {
      const texts = shippingTexts(kind)
      return [texts.label, texts.description]
    }),
    ...Object.entries(OPTION_TERMS_EN).flatMap(([german, english]) => (german === english ? [] : [german])),
    ...PRODUCTS.flatMap((product) => (product.title === product.title_en ? [] : [product.title])),
    ...Object.values(STOCK_PIECES).map((piece) => piece.de),
  ]),
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The seeded German values a text contains, as whole words ("Platin" is not found in "Platinum"). */
export function seededGermanIn(text: string): string[] {
  const plain = text.replace(/[\u00a0\u202f]/g, ' ')
  return SEEDED_GERMAN.filter((german) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(german)}(?![\\p{L}\\p{N}])`, 'u').test(plain))
}
