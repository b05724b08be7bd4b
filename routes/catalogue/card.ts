import type { ProductList, ProductSummary } from '../api-types'

/**
 * A product as a card shows it: the list's product without what no card shows, its description, its handles in other
 * languages and its id (a card's wishlist heart finds the product by its handle, routes/wishlist/card-heart.tsx). The
 * loaders hand cards to their pages, so the HTML's hydration data carries no more.
 */
export type CardProduct = Omit<ProductSummary, 'id' | 'description' | 'handles'> & { id?: string }

export const cardOf = ({ id: _id, ...card }: ProductSummary): CardProduct => cardWithIdOf(card)

/**
 * A card with its product's id: the product page's related products, whose hearts then are the product's own
 * (routes/wishlist/wishlist-heart.tsx), the only one a product page loads (its JavaScript budget).
 */
export const cardWithIdOf = ({ description: _description, handles: _handles, ...card }: Omit<ProductSummary, 'id'> & { id?: string }): CardProduct => card

/** A page of a product list as cards. */
export type CardList = Omit<ProductList, 'products'> & { products: CardProduct[] }

export const cardListOf = ({ products, ...list }: ProductList): CardList => ({ ...list, products: products.map(cardOf) })
