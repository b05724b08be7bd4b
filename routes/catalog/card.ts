import type { ProductList, ProductSummary } from '../api-types'

/**
 * A product as a card shows it: the list's product without what no card shows, its description, its handles in other
 * languages and its id (the wishlist heart finds the product by its handle when pressed, routes/wishlist). The
 * loaders hand cards to their pages, so the HTML's hydration data carries no more.
 */
export type CardProduct = Omit<ProductSummary, 'id' | 'description' | 'handles'>

export const cardOf = ({ id: _id, description: _description, handles: _handles, ...card }: ProductSummary): CardProduct => card

/** A page of a product list as cards. */
export type CardList = Omit<ProductList, 'products'> & { products: CardProduct[] }

export const cardListOf = ({ products, ...list }: ProductList): CardList => ({ ...list, products: products.map(cardOf) })
