import { localeOf } from '../../rules/languages'
import type { Money, ProductDetail } from '../api-types'
import type { StockStatus } from '../catalogue/stock'
import { imageSrc } from '../lib/image'
import { handlePaths, pageLinks } from '../lib/seo'
import { breadcrumbJsonLd } from './breadcrumb-json-ld'
import { absoluteHref, absoluteSrc, type JsonLdContext, type JsonLdData } from './json-ld'

type Availability = 'InStock' | 'LimitedAvailability' | 'OutOfStock'

/** schema.org's words for routes/catalogue/stock.ts: few left is LimitedAvailability. */
const SCHEMA_AVAILABILITY: Record<StockStatus, Availability> = { in_stock: 'InStock', low_stock: 'LimitedAvailability', sold_out: 'OutOfStock' }

function offer(money: Money, availability: Availability, url: string, sku: string | null): JsonLdData {
  return {
    '@type': 'Offer',
    price: money.amount.toFixed(2),
    priceCurrency: money.currency_code.toUpperCase(),
    availability: `https://schema.org/${availability}`,
    itemCondition: 'https://schema.org/NewCondition',
    url,
    ...(sku ? { sku } : {}),
  }
}

/** The schema.org Product of a product page: one Offer per priced variant, in the visitor's country's currency. */
export function productJsonLd(product: ProductDetail, { origin, country, brand }: { origin: string; country: string; brand: string }): JsonLdData {
  const paths = handlePaths('/products', product.handles)
  // the offer is the visitor's country's (its currency and price); the product itself is named by its canonical URL
  const pageUrl = absoluteHref(origin, country, paths[localeOf(country)])
  const canonical = pageLinks(origin, country, paths).canonical
  const sources = product.images.length ? product.images.map((image) => image.url) : product.thumbnail ? [product.thumbnail] : []
  const images = sources
    .map((src) => imageSrc(src))
    .filter((src): src is string => !!src)
    .map((src) => absoluteSrc(origin, src))
  const priced = product.variants.filter((variant) => variant.price)
  const offers = priced.length
    ? priced.map((variant) => offer(variant.price!, SCHEMA_AVAILABILITY[variant.stock.status], pageUrl, variant.sku))
    : product.price
      ? [offer(product.price, 'InStock', pageUrl, null)]
      : []
  const sku = product.variants.find((variant) => variant.sku)?.sku
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${canonical}#product`,
    name: product.title,
    ...(product.description ? { description: product.description } : {}),
    url: canonical,
    ...(images.length ? { image: images } : {}),
    ...(sku ? { sku } : {}),
    brand: { '@type': 'Brand', name: brand },
    ...(offers.length ? { offers } : {}),
  }
}

/** Product and BreadcrumbList (home, first category, product) JSON-LD of the product page. */
export function productPageJsonLd(product: ProductDetail, { origin, country, t }: JsonLdContext): JsonLdData[] {
  const category = product.categories[0]
  const crumbs = [
    { name: t('catalogue.home'), to: '/' },
    ...(category ? [{ name: category.name, to: `/categories/${category.handle}` }] : []),
    { name: product.title, to: `/products/${product.handle}` },
  ]
  return [productJsonLd(product, { origin, country, brand: t('brand.name') }), breadcrumbJsonLd(crumbs, origin, country)]
}
