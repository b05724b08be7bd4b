/**
 * What the cart UI reads: items with product, variant, thumbnail, metadata and
 * totals, the region with its countries, promotions, the gift cards and credit lines that pay part of it (the loyalty
 * plugin's), shipping method names, addresses and the payment collection with its sessions.
 */
export const CART_FIELDS = [
  '*items',
  '*items.product',
  '*items.variant',
  '+items.thumbnail',
  '+items.metadata',
  '+items.total',
  '*region',
  '*region.countries',
  '*promotions',
  '*credit_lines',
  '+gift_cards.id',
  '+gift_cards.code',
  '*shipping_methods',
  '*shipping_address',
  '*billing_address',
  '*payment_collection',
  '*payment_collection.payment_sessions',
  '+metadata',
].join(',')
