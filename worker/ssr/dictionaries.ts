import type { Dictionary } from '../../i18n'
import de from '../../i18n/de.json'
import en from '../../i18n/en.json'
import type { Locale } from '../../i18n/locale'

/** The server renders every language, so both dictionaries are bundled into the worker. */
export const dictionaries: Record<Locale, Dictionary> = { de, en }
