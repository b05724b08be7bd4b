import type { MessageKey } from '../../i18n'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import type { FieldErrors } from '../../routes/content/contact-rules'
import type { Locale } from '../../rules/languages'

/** The 400 body of a form endpoint: codes for scripts, texts in the visitor's language for people. */
export function invalidBody<F extends string>(locale: Locale, form: 'contact' | 'newsletter', errors: FieldErrors<F>) {
  const t = translator(locale, dictionaries[locale])
  const messages = Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, t(`${form}.errors.${field}.${code}` as MessageKey)]))
  return { message: t(`${form}.errors.summary` as MessageKey), errors: messages, codes: errors }
}

export const translate = (locale: Locale, key: MessageKey, params?: Record<string, string | number>) => translator(locale, dictionaries[locale])(key, params)
