import { PRODUCTS } from './products'

/**
 * The sale behind the collection "Angebote": Medusa's sale price list, so every page shows the original price struck
 * through beside the offer. Without dates: the pieces stay reduced until staff end the list in the back office.
 */
export const SALE = {
  title: 'Angebote',
  description: 'Ausgewählte Schmuckstücke zu besonderen Preisen',
  /** Off every price of the pieces, then rounded to the shop's price points. */
  discount: 0.15,
  handles: PRODUCTS.filter((product) => product.collection === 'angebote').map((product) => product.handle),
} as const
