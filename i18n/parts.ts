/**
 * The dictionaries come in parts, so a page loads only the texts it can show: `shop` (layout and
 * catalogue, every page), `listing` (paging and search of the product lists), `service` (content pages,
 * contact, newsletter), `messages` (the messages of sign-in, forms and orders), `checkout` (cart page, checkout, orders), `cart` (a cart's and an
 * order's lines and totals, the cart's messages: the cart page, checkout and orders name it, the header's cart
 * dropdown fetches it when it opens), `stock` (what is said when
 * the stock does not cover an add or a quantity; loaded by the cart actions when that happens), `gallery` (the
 * product pictures' full-screen viewer; loaded with it on the first tap), `giftcard` (a gift card's purchase form;
 * loaded with it on a gift card's page), `footer` (the footer's columns and promises;
 * loaded with its code when it nears the viewport), `promises` (the shop's statements beside a product's buy button;
 * loaded with their code, which a product page the server rendered never needs), `account`
 * (sign-in, the account area, order transfer, the wishlist page). Files: i18n/{locale}/{part}.json, each
 * top-level section in one part.
 */
export const TEXT_PARTS = [
  'shop',
  'listing',
  'service',
  'messages',
  'checkout',
  'cart',
  'stock',
  'gallery',
  'giftcard',
  'footer',
  'promises',
  'account',
] as const

export type TextPart = (typeof TEXT_PARTS)[number]

/** The parts a route's page shows: `shop` always (layout and catalogue), then the route's own. */
export const partsOf = (route: { texts?: readonly TextPart[] }): TextPart[] => ['shop', ...(route.texts ?? [])]
