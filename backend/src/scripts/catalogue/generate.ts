import { slugOf } from '../../rules/slug'
import type { ImageMotif, Stone } from '../seed/images'
import type { Alloy, CollectionHandle, ProductKind, ProductSeed } from '../seed-data/product-types'

/**
 * A large, believable catalogue for benchmarks (`npm run seed:catalogue -- --products N`): product n is
 * always the same piece (same handle, texts, variants and prices), so runs are idempotent and a larger N
 * only adds products. Pure: no Medusa here, so it is unit-testable and shared with the search tests.
 */

type Piece = {
  kind: ProductKind
  de: string
  en: string
  /** Category handles (leaf first) of seed-data/categories.ts. */
  categories: string[]
  motif: ImageMotif
  base: number
}

const PIECES: Piece[] = [
  { kind: 'ring', de: 'Verlobungsring', en: 'engagement ring', categories: ['verlobungsringe', 'ringe'], motif: 'solitaire', base: 1290 },
  { kind: 'ring', de: 'Ehering', en: 'wedding band', categories: ['eheringe', 'ringe'], motif: 'band', base: 690 },
  { kind: 'ring', de: 'Memoirering', en: 'eternity ring', categories: ['memoireringe', 'ringe'], motif: 'eternity', base: 1590 },
  { kind: 'ring', de: 'Diamantring', en: 'diamond ring', categories: ['diamantringe', 'ringe'], motif: 'ring', base: 990 },
  { kind: 'ring', de: 'Siegelring', en: 'signet ring', categories: ['ringe'], motif: 'band', base: 790 },
  { kind: 'chain', de: 'Goldkette', en: 'gold chain', categories: ['goldketten', 'ketten'], motif: 'chain', base: 490 },
  { kind: 'chain', de: 'Collier', en: 'necklace', categories: ['ketten'], motif: 'necklace', base: 890 },
  { kind: 'pendant', de: 'Anhänger', en: 'pendant', categories: ['anhaenger', 'ketten'], motif: 'pendant', base: 390 },
  { kind: 'earrings', de: 'Ohrstecker', en: 'stud earrings', categories: ['ohrstecker', 'ohrringe'], motif: 'studs', base: 290 },
  { kind: 'earrings', de: 'Creolen', en: 'hoop earrings', categories: ['creolen', 'ohrringe'], motif: 'hoops', base: 450 },
  { kind: 'earrings', de: 'Ohrhänger', en: 'drop earrings', categories: ['ohrringe'], motif: 'studs', base: 520 },
  { kind: 'bracelet', de: 'Armband', en: 'bracelet', categories: ['armbaender'], motif: 'bracelet', base: 590 },
  { kind: 'bracelet', de: 'Tennisarmband', en: 'tennis bracelet', categories: ['armbaender'], motif: 'bracelet', base: 2190 },
  { kind: 'pearl-necklace', de: 'Perlenkette', en: 'pearl necklace', categories: ['perlenketten', 'perlenschmuck'], motif: 'pearls', base: 790 },
  { kind: 'earrings', de: 'Perlenohrstecker', en: 'pearl stud earrings', categories: ['perlenohrringe', 'perlenschmuck'], motif: 'pearl-studs', base: 240 },
]

const NAMES = [
  'Aurelia',
  'Luna',
  'Stella',
  'Amalia',
  'Clara',
  'Fiona',
  'Greta',
  'Helena',
  'Ida',
  'Johanna',
  'Karla',
  'Lotta',
  'Mara',
  'Nora',
  'Olivia',
  'Paula',
  'Rosa',
  'Sophia',
  'Thea',
  'Vera',
  'Wilma',
  'Zoe',
  'Elise',
  'Frieda',
  'Hanna',
  'Juna',
  'Leonie',
  'Mila',
  'Nele',
  'Romy',
  'Selma',
  'Tilda',
  'Ylvi',
  'Aurora',
  'Bella',
  'Cosima',
  'Delia',
  'Emilia',
  'Flora',
  'Gloria',
  'Iris',
  'Jara',
  'Liv',
  'Marlene',
  'Nina',
  'Ophelia',
  'Pia',
  'Ronja',
  'Svea',
  'Valentina',
  'Alba',
  'Bianca',
  'Carla',
  'Dora',
  'Elin',
  'Finja',
]

type Gem = { stone: Stone; de: string; en: string; factor: number }
const GEMS: Gem[] = [
  { stone: 'diamond', de: 'mit Brillant', en: 'with brilliant-cut diamond', factor: 1.6 },
  { stone: 'diamond', de: 'mit Diamanten', en: 'with diamonds', factor: 1.4 },
  { stone: 'sapphire', de: 'mit Saphir', en: 'with sapphire', factor: 1.3 },
  { stone: 'ruby', de: 'mit Rubin', en: 'with ruby', factor: 1.35 },
  { stone: 'emerald', de: 'mit Smaragd', en: 'with emerald', factor: 1.4 },
  { stone: 'diamond', de: 'schlicht', en: 'plain', factor: 1 },
]

const STYLES = [
  { de: 'klassisch', en: 'classic' },
  { de: 'filigran', en: 'delicate' },
  { de: 'modern', en: 'modern' },
  { de: 'zeitlos', en: 'timeless' },
  { de: 'verspielt', en: 'playful' },
  { de: 'elegant', en: 'elegant' },
  { de: 'markant', en: 'bold' },
  { de: 'schlicht', en: 'understated' },
]

const FINISHES = [
  { de: 'hochglanzpoliert', en: 'high-polished' },
  { de: 'matt gebürstet', en: 'brushed to a satin finish' },
  { de: 'mit feiner Milgriffkante', en: 'with a fine milgrain edge' },
  { de: 'sandmattiert', en: 'sand-blasted' },
]

const OCCASIONS = [
  { de: 'Ein Geschenk zur Verlobung, zum Jahrestag oder einfach für sich selbst.', en: 'A gift for an engagement, an anniversary or simply for yourself.' },
  { de: 'Passt zu jedem Anlass, vom Büro bis zum Abendessen.', en: 'Right for every occasion, from the office to dinner.' },
  { de: 'Gefertigt in unserer Werkstatt, geliefert im Etui mit Zertifikat.', en: 'Made in our workshop, delivered in a case with a certificate.' },
  { de: 'Kostenlose Größenanpassung innerhalb von 30 Tagen.', en: 'Free resizing within 30 days.' },
  { de: 'Lässt sich wunderbar mit anderen Stücken der Serie kombinieren.', en: 'Pairs beautifully with the other pieces of the series.' },
]

const ALLOY_SETS: Alloy[][] = [['Gold 587'], ['Gold 750'], ['Gold 587', 'Gold 750'], ['Gold 750', 'Platin'], ['Gold 587', 'Gold 750', 'Platin']]
const ALLOY_TEXT: Record<Alloy, { de: string; en: string }> = {
  'Gold 587': { de: 'Gold 587', en: '14k gold' },
  'Gold 750': { de: 'Gold 750', en: '18k gold' },
  Platin: { de: 'Platin 950', en: '950 platinum' },
}
const COLLECTIONS: (CollectionHandle | undefined)[] = [undefined, undefined, undefined, 'neuigkeiten', 'angebote', 'ringe']

/** A small deterministic generator (mulberry32), seeded per product. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Generated products carry this prefix in their handle and SKU, so they never collide with the hand-written catalogue. */
export const GENERATED_PREFIX = 'kat'

/** Product n (1-based) of the generated catalogue. */
export function generatedProduct(n: number): ProductSeed {
  const rnd = random(n * 7919)
  const piece = PIECES[n % PIECES.length]
  const name = pick(rnd, NAMES)
  const gem =
    piece.kind === 'pearl-necklace' || piece.motif === 'pearl-studs'
      ? { stone: 'pearl' as Stone, de: 'mit Akoya-Perlen', en: 'with Akoya pearls', factor: 1.2 }
      : pick(rnd, GEMS)
  const alloys = piece.kind === 'pearl-necklace' ? (['Gold 750'] as Alloy[]) : pick(rnd, ALLOY_SETS)
  const style = pick(rnd, STYLES)
  const finish = pick(rnd, FINISHES)
  const occasion = pick(rnd, OCCASIONS)
  const number = String(n).padStart(5, '0')
  const gemDe = gem.de === 'schlicht' ? '' : ` ${gem.de}`
  const gemEn = gem.en === 'plain' ? '' : ` ${gem.en}`
  const title = `${piece.de} ${name}${gemDe} ${number}`
  const title_en = `${name} ${piece.en}${gemEn} ${number}`
  const alloyDe = alloys.map((alloy) => ALLOY_TEXT[alloy].de).join(' oder ')
  const alloyEn = alloys.map((alloy) => ALLOY_TEXT[alloy].en).join(' or ')
  const description =
    `${capitalise(style.de)} und ${finish.de}: ${piece.de} ${name} aus ${alloyDe}${gemDe}. ` +
    `Jedes Stück wird von Hand gefertigt und vor dem Versand geprüft. ${occasion.de}`
  const description_en =
    `${capitalise(style.en)} and ${finish.en}: the ${name} ${piece.en} in ${alloyEn}${gemEn}. ` +
    `Every piece is made by hand and inspected before it ships. ${occasion.en}`
  const price = Math.round((piece.base * gem.factor * (0.8 + rnd() * 0.9)) / 10) * 10 - 10
  return {
    code: `${GENERATED_PREFIX.toUpperCase()}${number}`,
    kind: piece.kind,
    handle: `${GENERATED_PREFIX}-${number}-${slugOf(`${piece.de} ${name}`)}`,
    handle_en: `${GENERATED_PREFIX}-${number}-${slugOf(`${name} ${piece.en}`)}`,
    title,
    title_en,
    description,
    description_en,
    categories: piece.categories,
    collection: COLLECTIONS[n % COLLECTIONS.length],
    alloys,
    price,
    motif: piece.motif,
    stone: gem.stone,
    stones: gem.de === 'schlicht' ? [] : [gem.stone],
  }
}

/** Shared product pictures: one set per motif and stone (images are shared between products, as the issue asks). */
export const imageKeyOf = (product: ProductSeed) => `${product.motif}-${product.stone}`
