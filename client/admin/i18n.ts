import { createContext, useContext } from 'react'
import rosetta from 'rosetta'
import type { Leaves } from '../../i18n'
import type de from '../../i18n/admin.de.json'
import type { Locale } from '../../rules/languages'

export type AdminDictionary = typeof de

export type MessageKey = Leaves<AdminDictionary>
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** The back office's texts live in their own dictionaries (i18n/admin.*.json) so the shop's stay small. */
export function adminTranslator(locale: Locale, dictionary: AdminDictionary): Translate {
  const texts = rosetta({ [locale]: dictionary })
  return (key, params) => texts.t(key, params, locale) || key
}

export const loadAdminDictionary = async (locale: Locale): Promise<AdminDictionary> =>
  (locale === 'de' ? await import('../../i18n/admin.de.json') : await import('../../i18n/admin.en.json')).default

type I18n = { t: Translate; locale: Locale }
export const AdminI18nContext = createContext<I18n>({ t: (key) => key, locale: 'de' })
export const useT = () => useContext(AdminI18nContext).t
export const useLocale = () => useContext(AdminI18nContext).locale
