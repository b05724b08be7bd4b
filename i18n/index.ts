import rosetta from 'rosetta'
import { createContext, useContext } from 'react'
import type de from './de.json'
import type { Locale } from './locale'

export type Dictionary = typeof de

/** Dotted paths to every text, so a typo in a key fails the type check instead of showing an empty string. */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]
export type MessageKey = Leaves<Dictionary>
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** A translator for one language; a missing text shows its key rather than nothing. */
export function translator(locale: Locale, dictionary: Dictionary): Translate {
  const texts = rosetta({ [locale]: dictionary })
  return (key, params) => texts.t(key, params, locale) || key
}

/** Each language is its own chunk: the browser only ever needs the visitor's (cross-country moves are full page loads). */
export const loadDictionary = async (locale: Locale): Promise<Dictionary> =>
  (locale === 'de' ? await import('./de.json') : await import('./en.json')).default

export const I18nContext = createContext<Translate>((key) => key)
export const useT = () => useContext(I18nContext)
