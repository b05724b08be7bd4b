import type { Locale } from '../rules/languages'

/**
 * The plural form of a count in the visitor's language, by the language's own rules (Intl.PluralRules):
 * a text with forms is an object `{ "one": …, "other": … }` in the dictionary, read as `key.${pluralOf(…)}`.
 * German and English know only these two forms.
 */
export function pluralOf(locale: Locale, count: number): 'one' | 'other' {
  return new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other'
}
