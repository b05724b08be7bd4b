import { BRACELETS, DIAMONDS, EARRINGS, NECKLACES, PEARLS } from './products-jewellery'
import { RINGS } from './products-rings'

export const PRODUCTS = [...RINGS, ...NECKLACES, ...EARRINGS, ...PEARLS, ...BRACELETS, ...DIAMONDS]
