import { atom } from 'jotai'

/** Shared interface state of the shop; one store per request on the server, one per tab in the browser. */
export const countryAtom = atom('de')
export const mobileMenuOpenAtom = atom(false)
export const cartDropdownOpenAtom = atom(false)
/** Handle of the category whose submenu is open. */
export const openSubmenuAtom = atom<string | null>(null)
export const searchOpenAtom = atom(false)
export const productOrderAtom = atom('product.id_product.desc')
/**
 * The help a product page opens in place (routes/catalogue/piece-help.tsx): the size guide, the pearl info or the
 * question about the piece; null while none is open. Not in the URL: the page stays one cached document, and the
 * content pages (/content/ringgroessen, /content/perleninfo, /contact) are the addresses to share.
 */
export type PieceOverlay = 'sizeGuide' | 'pearlInfo' | 'contact'
export const pieceOverlayAtom = atom<PieceOverlay | null>(null)
