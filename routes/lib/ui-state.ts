import { atom } from 'jotai'

/** Shared interface state of the shop (storefront.md §3); one store per request on the server, one per tab in the browser. */
export const countryAtom = atom('de')
export const mobileMenuOpenAtom = atom(false)
export const cartDropdownOpenAtom = atom(false)
/** Handle of the category whose submenu is open. */
export const openSubmenuAtom = atom<string | null>(null)
export const contactOpenAtom = atom(false)
export const pearlInfoOpenAtom = atom(false)
export const sizeGuideOpenAtom = atom(false)
export const searchOpenAtom = atom(false)
/**
 * True once the shop has a search palette (a lazily loaded dialog that reads searchOpenAtom; its owner
 * sets this flag when the app starts). Until then the header's search button is a plain link to the
 * results page; from then on a click toggles searchOpenAtom and the link stays the no-JS fallback.
 */
export const searchPaletteAtom = atom(false)
export const productOrderAtom = atom('product.id_product.desc')
