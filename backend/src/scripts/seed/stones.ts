import type { Stone } from '../../rules/stones'
import type { ProductSeed } from '../seed-data/product-types'
import type { ImageMotif } from './images'

/** Pieces of these shapes are plain metal unless their seed names stones (a band, a chain, plain hoops). */
const PLAIN: readonly ImageMotif[] = ['band', 'chain', 'hoops']

/** The stones a seeded piece carries (`metadata.stones`): its own list, else its pictures' stone unless it is plain metal. */
export const stonesOf = (product: Pick<ProductSeed, 'stones' | 'stone' | 'motif'>): Stone[] =>
  product.stones ?? (PLAIN.includes(product.motif) ? [] : [product.stone])
