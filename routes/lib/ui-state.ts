import { atom } from 'jotai'

/** Shared interface state of the shop; one store per request on the server, one per tab in the browser. */
export const countryAtom = atom('de')
export const mobileMenuOpenAtom = atom(false)
export const cartDropdownOpenAtom = atom(false)
/** Handle of the category whose submenu is open. */
export const openSubmenuAtom = atom<string | null>(null)
export const searchOpenAtom = atom(false)
export const productOrderAtom = atom('product.id_product.desc')
