// Response shapes of the worker's /api endpoints, shared by the worker (producer) and the pages (consumers).
import type { HttpTypes } from '@medusajs/types'
import type { Locale } from '../rules/languages'
import type { ShippingFrom } from '../rules/shipping-from'
import type { ValuablesLimit } from '../rules/valuables-limit'
import type { VatLine } from '../rules/vat'
import type { Customer } from './account/customer-state'
import type { VariantStock } from './catalogue/stock'
import type { PaymentMethod } from './lib/payment-methods'

export type { ValuablesLimit }

/** Medusa v2 amounts are in major units (12.5 = 12.50). */
export type Money = { amount: number; currency_code: string }

export type Handles = Record<Locale, string>

export type ProductSummary = {
  id: string
  /** Handle in the requested locale; `handles` carries both for alternates and language switches. */
  handle: string
  handles: Handles
  title: string
  description: string | null
  /** Already resolved for the browser: `/static/…` sources become `/medusa/static/…`. */
  thumbnail: string | null
  /** The cheapest variant's price in the region of the requested country. */
  price: Money | null
  /** That variant's price before a sale (a sale price list lowers it), else null: shown struck through beside `price`. */
  original_price?: Money | null
  /** The variants differ in price, so `price` is a 'from' price. */
  price_varies?: boolean
  collection: { handle: string; title: string } | null
  has_video: boolean
}

export type ProductVariant = {
  id: string
  title: string
  sku: string | null
  /** option title → value, e.g. { Ringgröße: '54', Legierung: 'Gold 750' } */
  options: Record<string, string>
  price: Money | null
  /** The price before a sale, when a sale price list lowers `price`; else null. */
  original_price: Money | null
  in_stock: boolean
  /** In stock, few left or sold out, with the quantity that can be bought (routes/catalogue/stock.ts). */
  stock: VariantStock
  /** The variant's own material (`metadata.material`: gold587 | gold750 | platinum | silver), else null. */
  material: string | null
  /** The URLs of the pictures staff assigned to this variant, in the product's order; the gallery shows them first. */
  images: string[]
}

export type ProductDetail = ProductSummary & {
  images: { url: string }[]
  /**
   * `title` and `values` as Medusa keeps them (German; they key a variant's `options`), `label` and
   * `value_labels` the words the page shows in its language.
   */
  options: { id: string; title: string; label: string; values: string[]; value_labels: Record<string, string> }[]
  variants: ProductVariant[]
  categories: { id: string; handle: string; name: string }[]
  /** A pearl piece: its page offers the pearl info in place (rules/piece-guides.ts). */
  pearl: boolean
  /** A gift card (Medusa's `is_giftcard`): its page offers amounts, a recipient and a day instead of stock and shipping. */
  gift_card: boolean
  video: { youtube_id: string; title: string } | null
  material: string | null
  /** What the prices include for the page's country: its VAT at its rate (EU), or a tax-free export (rules/vat.ts). */
  vat: VatLine
  /**
   * `vat` in the page's words ("inkl. 20 % MwSt."), as the totals of cart and checkout word it: worded by the worker
   * like the option labels, so the product page carries no wording code of its own (its JavaScript budget).
   */
  vat_note: string
  /**
   * From which cart value goods travel by valuables transport rather than insured parcel, in the page's currency, as
   * the country's shipping options in Medusa decide it; null when the shop has no such rule there (the promise then
   * names no amount).
   */
  valuables_limit: ValuablesLimit | null
}

/**
 * GET /api/availability/{countryCode}/{productId}: the live stock of each of the product's variants by id,
 * never cached (the product page corrects its cached copy with it; wishlist and search may use it too).
 */
export type AvailabilityResponse = { product_id: string; variants: Record<string, VariantStock> }

/**
 * GET /api/prices/{countryCode}/{productId}: the signed-in customer's prices of each variant by id (a customer
 * group's price list included), never cached; the product page corrects its cached, everybody's prices with it.
 */
export type MemberPricesResponse = { product_id: string; variants: Record<string, Pick<ProductVariant, 'price' | 'original_price'>> }

/**
 * What a listing's filters offer (routes/catalogue/listing-filters.ts): per value of each list filter, how many pieces
 * the listing shows with that value chosen (its own filter's other choices set aside: OR within a filter), the pieces
 * in stock likewise, and the prices the listing spans before any filter (its currency, major units).
 */
export type ListingFacets = {
  material: Record<string, number>
  colour: Record<string, number>
  stone: Record<string, number>
  size: Record<string, number>
  stock: number
  price: { min: number; max: number; currency: string } | null
}

export type ProductList = {
  products: ProductSummary[]
  count: number
  offset: number
  limit: number
  /** Asked for with `facets=1`; null when the search engine could not answer. */
  facets?: ListingFacets | null
}

export type CategoryNode = {
  id: string
  name: string
  handle: string
  handles: Handles
  description: string | null
  icon: string | null
  image: string | null
  category_children: CategoryNode[]
}

export type CategoryResponse = { category: CategoryNode & { parent: { handle: string; name: string } | null } }

/** A category as the menus show it: its name and icon, its children two levels down, a product category's picture. */
export type MenuCategory = Pick<CategoryNode, 'handle' | 'name' | 'icon'> & { image?: string | null; category_children: MenuCategory[] }

/** The handles of a category and of those below it (which top-level category a page is in). */
export type CategoryHandles = { handle: string; category_children: CategoryHandles[] }

/**
 * A top-level category as every page carries it for hydration (the layout's data, routes/layout/menu.ts): what the
 * header and the home page's tiles show, and the handles below it. The mobile menu and the open submenu load the
 * rest (names, icons, a description) when the visitor reaches for them.
 */
export type TopCategory = Pick<MenuCategory, 'handle' | 'name' | 'icon' | 'image'> & { category_children: CategoryHandles[] }

export type MenuResponse = { menu: { product_categories: CategoryNode[]; functional_categories: CategoryNode[] } }

export type CollectionResponse = {
  collection: { id: string; handle: string; handles: Handles; title: string; description: string | null }
}

/**
 * `tax_rate`: the country's default VAT rate in percent as Medusa's tax region holds it (0 for export countries), null
 * when unknown. `valuables_limit`: from which cart value its goods travel by valuables transport (`GET
 * /store/valuables-limits`), null when its shipping options have no such rule (absent in copies cached before it was read).
 * `shipping_from`: the lowest shipping price its shoppers pay, 0 for free shipping, and from which cart value it is
 * free when it is (`GET /store/shipping-from`), null when
 * only the checkout can know it (absent in copies cached before it was read).
 */
export type Country = {
  iso_2: string
  name: string
  display_name: string
  region_id: string
  tax_rate: number | null
  valuables_limit?: ValuablesLimit | null
  shipping_from?: ShippingFrom | null
}
export type Region = {
  id: string
  name: string
  currency_code: string
  countries: Country[]
  /** The ids of the payment providers Medusa links to the region (absent in copies cached before they were read); what the shop offers of them: PaymentOffer. */
  payment_providers?: string[]
}
/**
 * GET /api/payment-methods/{countryCode}: what the country's shop offers — the region's providers the shop can take
 * payments with (card and PayPal only with a Stripe publishable key), their methods in the shop's order, and that key
 * for the browser's Stripe.js (null without Stripe).
 */
export type PaymentOffer = { providers: string[]; methods: PaymentMethod[]; stripe_publishable_key: string | null }
export type RegionsResponse = { regions: Region[] }
/** GET /api/shipping-from/{countryCode}: the country's lowest shipping price (0: free), null when only the checkout knows it. */
export type ShippingFromResponse = { shipping_from: ShippingFrom | null }

export type SlugTranslation = { translatedSlug: string | null; exists: boolean }
export type PasswordResetCheck = { needsPasswordReset: boolean; message: string /** whether the address has an account at all */; known: boolean }
/**
 * GET /api/account/orders?page=: the signed-in customer and one page of their orders, newest first
 * (private, never cached); 401 `{ message }` without a session.
 */
export type AccountOrdersResponse = { customer: Customer; orders: HttpTypes.StoreOrder[]; count: number }

/** GET /api/redirect?path=…: the redirect table's answer for a path (client-side navigations ask it). */
export type RedirectLookup = { redirect: { to: string; status: 301 | 302 | 307 | 308; absolute: boolean } | null }
