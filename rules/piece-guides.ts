/**
 * Which help a product page offers in place, decided from the product's own data (one rule for the worker, which
 * words the page's data, and the storefront): a ring (a piece with the ring-size option) the size guide, a pearl piece
 * (filed under pearl jewellery, beside its sub-category, as the shop files rings under "Ringe") the pearl info.
 */

/** Medusa's (German) title of the option that makes a product a ring. */
const RING_SIZE_OPTION = 'Ringgröße'
/** Medusa's handle of the category of every pearl piece. */
const PEARL_CATEGORY = 'perlenschmuck'

/** A ring: one of its options (their Medusa titles) is the ring size. */
export const isRing = (optionTitles: readonly string[]) => optionTitles.includes(RING_SIZE_OPTION)

/** A pearl piece: one of its categories (their Medusa handles) is pearl jewellery. */
export const isPearl = (categoryHandles: readonly string[]) => categoryHandles.includes(PEARL_CATEGORY)
