import type { Stone as SetStone } from '../../rules/stones'
import type { ImageMotif, Stone } from '../seed/images'

export type Alloy = 'Gold 587' | 'Gold 750' | 'Platin'

/** Decides which options a product has (see seed/variants.ts). */
export type ProductKind = 'ring' | 'chain' | 'pendant' | 'earrings' | 'bracelet' | 'pearl-necklace' | 'diamond'

export type CollectionHandle = 'neuigkeiten' | 'angebote' | 'ringe'

export type ProductSeed = {
  /** Stem of every variant SKU. */
  code: string
  kind: ProductKind
  handle: string
  title: string
  description: string
  handle_en: string
  title_en: string
  description_en: string
  /** Category handles; rings sit in "ringe" and in their sub-category. */
  categories: string[]
  collection?: CollectionHandle
  /** The first alloy is the product's headline material. */
  alloys: Alloy[]
  /** EUR price of the cheapest variant (first alloy, shortest length), VAT included. */
  price: number
  motif: ImageMotif
  /** The stone the pictures show. */
  stone: Stone
  /** The stones the piece carries (`metadata.stones`, what a shopper filters by); unset: seed/stones.ts decides from the motif. */
  stones?: SetStone[]
  /** Loose diamonds: the grading laboratory. */
  certificate?: 'GIA' | 'HRD'
  video?: { youtube_id: string; title_de: string; title_en: string }
}
