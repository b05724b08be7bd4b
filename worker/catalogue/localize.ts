import type { CollectionResponse, Handles, Money, ProductDetail, ProductSummary, ProductVariant } from '../../routes/api-types'
import { pricesDiffer } from '../../routes/catalogue/price-from'
import { available, variantStock } from '../../routes/catalogue/stock'
import type { Locale } from '../../rules/languages'
import { type OptionTerms, optionTerm } from '../../rules/option-terms'
import { isPearl } from '../../rules/piece-guides'
import { imageUrl } from './images'
import type { MedusaCategory, MedusaCollection, MedusaProduct, MedusaVariant, Metadata } from './medusa-types'
import type { Place } from './place'
import { ownImagesByVariant } from './variant-images'

// German lives in Medusa's own fields, English in metadata (docs/data-conventions.md).

const text = (metadata: Metadata, key: string): string | null => {
  const value = metadata?.[key]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** The field in the locale: the German value, or `metadata.{key}_en` for English (German when missing). */
export const localized = (locale: Locale, german: string, metadata: Metadata, key: string): string =>
  locale === 'en' ? (text(metadata, `${key}_en`) ?? german) : german

export const localizedOrNull = (locale: Locale, german: string | null | undefined, metadata: Metadata, key: string): string | null =>
  locale === 'en' ? (text(metadata, `${key}_en`) ?? german ?? null) : (german ?? null)

export const handlesOf = (entity: { handle: string; metadata?: Metadata }): Handles => ({
  de: entity.handle,
  en: text(entity.metadata, 'handle_en') ?? entity.handle,
})

export function variantPrice(variant: MedusaVariant): Money | null {
  const price = variant.calculated_price
  if (!price || typeof price.calculated_amount !== 'number' || !price.currency_code) return null
  return { amount: price.calculated_amount, currency_code: price.currency_code }
}

/**
 * The price before a sale: Medusa's original amount when a sale price list lowers the variant's price (the rule
 * Medusa applies to a line's `compare_at_unit_price`), else null.
 */
export function originalPrice(variant: MedusaVariant): Money | null {
  const price = variant.calculated_price
  if (!price || price.calculated_price?.price_list_type !== 'sale' || !price.currency_code) return null
  const { original_amount: original, calculated_amount: calculated } = price
  return typeof original === 'number' && typeof calculated === 'number' && original > calculated
    ? { amount: original, currency_code: price.currency_code }
    : null
}

/** The cheapest variant in the region the products were listed for: its price, and its original one when on sale. */
export function cheapestPrice(variants: MedusaVariant[] | null | undefined): { price: Money | null; original_price: Money | null } {
  let cheapest: { price: Money | null; original_price: Money | null } = { price: null, original_price: null }
  for (const variant of variants ?? []) {
    const price = variantPrice(variant)
    if (price && (cheapest.price === null || price.amount < cheapest.price.amount)) cheapest = { price, original_price: originalPrice(variant) }
  }
  return cheapest
}

type Video = { youtube_id: string; title: string }

function videoOf(metadata: Metadata, locale: Locale): Video | null {
  const video = metadata?.video as Record<string, unknown> | undefined
  if (!video || typeof video !== 'object' || typeof video.youtube_id !== 'string' || !video.youtube_id) return null
  const title = (locale === 'en' ? video.title_en : video.title_de) ?? video.title_de ?? video.title_en ?? ''
  return { youtube_id: video.youtube_id, title: String(title) }
}

export const hasVideo = (product: MedusaProduct) => videoOf(product.metadata, 'de') !== null

function collectionSummary(collection: MedusaCollection | null | undefined, locale: Locale) {
  if (!collection) return null
  return { handle: handlesOf(collection)[locale], title: localized(locale, collection.title, collection.metadata, 'title') }
}

export function productSummary(product: MedusaProduct, locale: Locale, backendUrl: string): ProductSummary {
  const handles = handlesOf(product)
  return {
    id: product.id,
    handle: handles[locale],
    handles,
    title: localized(locale, product.title, product.metadata, 'title'),
    description: localizedOrNull(locale, product.description, product.metadata, 'description'),
    thumbnail: imageUrl(product.thumbnail ?? product.images?.[0]?.url, backendUrl),
    ...cheapestPrice(product.variants),
    price_varies: pricesDiffer((product.variants ?? []).map(variantPrice)),
    collection: collectionSummary(product.collection, locale),
    has_video: hasVideo(product),
  }
}

function variantDetail(variant: MedusaVariant, optionTitles: Map<string, string>, images: string[]): ProductVariant {
  const options: Record<string, string> = {}
  for (const option of variant.options ?? []) {
    const title = option.option?.title ?? (option.option_id ? optionTitles.get(option.option_id) : undefined)
    if (title) options[title] = option.value
  }
  const stock = variantStock(variant)
  const material = text(variant.metadata, 'material')
  return {
    id: variant.id,
    title: variant.title ?? '',
    sku: variant.sku ?? null,
    options,
    price: variantPrice(variant),
    original_price: originalPrice(variant),
    in_stock: available(stock),
    stock,
    material,
    images,
  }
}

function categoryLink(category: MedusaCategory, locale: Locale) {
  return { id: category.id, handle: handlesOf(category)[locale], name: localized(locale, category.name, category.metadata, 'name') }
}

/**
 * The product page's data. Option titles and values stay German (they name the variants); `label` and
 * `value_labels` are the words shown, English ones from the shop's option vocabulary `terms`; `place` says what the
 * prices include for the page's country and the valuables limit in its currency.
 */
export function productDetail(product: MedusaProduct, locale: Locale, backendUrl: string, place: Place, terms: OptionTerms = {}): ProductDetail {
  const word = (german: string) => (locale === 'en' ? optionTerm(german, terms) : german)
  const optionTitles = new Map((product.options ?? []).map((option) => [option.id, option.title]))
  const images = [...(product.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
  const material = product.metadata?.material
  const ownImages = ownImagesByVariant(product, backendUrl)
  return {
    ...productSummary(product, locale, backendUrl),
    images: images.map((image) => ({ url: imageUrl(image.url, backendUrl)! })).filter((image) => image.url),
    options: (product.options ?? []).map((option) => {
      const values = [...new Set((option.values ?? []).map((value) => value.value))]
      return {
        id: option.id,
        title: option.title,
        label: word(option.title),
        values,
        value_labels: Object.fromEntries(values.map((value) => [value, word(value)])),
      }
    }),
    variants: (product.variants ?? []).map((variant) => variantDetail(variant, optionTitles, ownImages.get(variant.id) ?? [])),
    categories: (product.categories ?? []).map((category) => categoryLink(category, locale)),
    pearl: isPearl((product.categories ?? []).map((category) => category.handle)),
    gift_card: Boolean(product.is_giftcard),
    video: videoOf(product.metadata, locale),
    material: typeof material === 'string' ? material : null,
    ...place,
  }
}

export function collectionBody(collection: MedusaCollection, locale: Locale): CollectionResponse {
  return {
    collection: {
      id: collection.id,
      handle: handlesOf(collection)[locale],
      handles: handlesOf(collection),
      title: localized(locale, collection.title, collection.metadata, 'title'),
      description: localizedOrNull(locale, text(collection.metadata, 'description'), collection.metadata, 'description'),
    },
  }
}
