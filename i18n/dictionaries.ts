import type { Locale } from '../rules/languages'
import deAccount from './de/account.json'
import deCart from './de/cart.json'
import deCheckout from './de/checkout.json'
import deFooter from './de/footer.json'
import deGallery from './de/gallery.json'
import deGiftcard from './de/giftcard.json'
import deListing from './de/listing.json'
import deMessages from './de/messages.json'
import dePromises from './de/promises.json'
import deService from './de/service.json'
import deShop from './de/shop.json'
import deStock from './de/stock.json'
import enAccount from './en/account.json'
import enCart from './en/cart.json'
import enCheckout from './en/checkout.json'
import enFooter from './en/footer.json'
import enGallery from './en/gallery.json'
import enGiftcard from './en/giftcard.json'
import enListing from './en/listing.json'
import enMessages from './en/messages.json'
import enPromises from './en/promises.json'
import enService from './en/service.json'
import enShop from './en/shop.json'
import enStock from './en/stock.json'
import type { Dictionary } from './index'
import type { TextPart } from './parts'

/** Every part of both languages: for the server, which renders every page in either, and for tests. */
export const dictionaries: Record<Locale, Dictionary> = {
  de: {
    ...deShop,
    ...deListing,
    ...deService,
    ...deMessages,
    ...deCheckout,
    ...deCart,
    ...deStock,
    ...deGallery,
    ...deGiftcard,
    ...deFooter,
    ...dePromises,
    ...deAccount,
  },
  en: {
    ...enShop,
    ...enListing,
    ...enService,
    ...enMessages,
    ...enCheckout,
    ...enCart,
    ...enStock,
    ...enGallery,
    ...enGiftcard,
    ...enFooter,
    ...enPromises,
    ...enAccount,
  },
}

/** Each part on its own, as the browser loads them. */
export const dictionaryParts = {
  de: {
    shop: deShop,
    listing: deListing,
    service: deService,
    messages: deMessages,
    checkout: deCheckout,
    cart: deCart,
    stock: deStock,
    gallery: deGallery,
    giftcard: deGiftcard,
    footer: deFooter,
    promises: dePromises,
    account: deAccount,
  },
  en: {
    shop: enShop,
    listing: enListing,
    service: enService,
    messages: enMessages,
    checkout: enCheckout,
    cart: enCart,
    stock: enStock,
    gallery: enGallery,
    giftcard: enGiftcard,
    footer: enFooter,
    promises: enPromises,
    account: enAccount,
  },
} as const

/** The texts of some parts merged, as the browser has them for a page (i18n/parts.ts partsOf). */
export const textsFor = (locale: Locale, parts: readonly TextPart[]): Partial<Dictionary> =>
  Object.assign({}, ...parts.map((part) => dictionaryParts[locale][part]))

/** Every dotted key of a dictionary (or part of one). */
export function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

/** Keys that appear in rendered HTML: a text the page's parts lack is shown as its key. */
export const keysShownIn = (html: string, locale: Locale) =>
  keysOf(dictionaries[locale]).filter((key) => html.includes(`>${key}<`) || html.includes(`"${key}"`))
