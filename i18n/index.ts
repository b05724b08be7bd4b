import { createContext, useContext } from 'react'
import rosetta from 'rosetta'
import type { Locale } from '../rules/languages'
import type account from './de/account.json'
import type cart from './de/cart.json'
import type checkout from './de/checkout.json'
import type footer from './de/footer.json'
import type gallery from './de/gallery.json'
import type giftcard from './de/giftcard.json'
import type listing from './de/listing.json'
import type messages from './de/messages.json'
import type promises from './de/promises.json'
import type service from './de/service.json'
import type shop from './de/shop.json'
import type stock from './de/stock.json'

/** Every text of the shop; in the browser only the parts a page needs are loaded (i18n/parts.ts). */
export type Dictionary = typeof shop &
  typeof listing &
  typeof service &
  typeof messages &
  typeof checkout &
  typeof cart &
  typeof stock &
  typeof gallery &
  typeof giftcard &
  typeof footer &
  typeof promises &
  typeof account

/** Dotted paths to every text, so a typo in a key fails the type check instead of showing an empty string. */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]
export type MessageKey = Leaves<Dictionary>
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** A translator for one language that can learn more texts later; a missing text shows its key rather than nothing. */
export function translator(locale: Locale, dictionary: Partial<Dictionary>): Translate & { add(texts: Partial<Dictionary>): void } {
  const texts = rosetta({ [locale]: { ...dictionary } })
  const t = (key: MessageKey, params?: Record<string, string | number>) => texts.t(key, params, locale) || key
  // rosetta merges top-level sections; each part brings sections of its own
  return Object.assign(t, { add: (more: Partial<Dictionary>) => texts.set(locale, more) })
}

export const I18nContext = createContext<Translate>((key) => key)
export const useT = () => useContext(I18nContext)
