import type { RuleParams } from '../../../../rules/address-schema'
import type { MessageKey, Translate } from '../../i18n'

/** A refinement's own text: `context.addIssue({ code: 'custom', params: customMessage('regions.countryTaken', { … }) })`. */
export type CustomMessage = { message: MessageKey; values?: Record<string, string | number> }
export const customMessage = (message: MessageKey, values?: Record<string, string | number>): CustomMessage => ({ message, values })

type Issue = {
  code?: string
  minimum?: unknown
  maximum?: unknown
  origin?: string
  input?: unknown
  format?: string
  params?: Partial<CustomMessage> & Partial<RuleParams>
}

/** The shop's shared rules (address, e-mail, phone) name a rule code; the back office words each. */
function ruleMessage(t: Translate, { rule, values }: Partial<RuleParams>): string {
  switch (rule) {
    case 'required':
      return t('form.required')
    case 'tooLong':
      return t('form.maxLength', { max: Number(values?.max) })
    case 'email':
    case 'zip':
    case 'phone':
    case 'country':
      return t(`form.${rule}`, values)
    default:
      return t('form.invalid')
  }
}

/**
 * A rule of the form's own (`superRefine`) names its text by key: `customIssue('promotions.fixedNeedsCurrency', ['currency'])`
 * gives the admin the sentence in their language under that field.
 */
export const customIssue = (message: MessageKey, path: (string | number)[], values?: Record<string, string | number>) => ({
  code: 'custom' as const,
  params: customMessage(message, values),
  path,
  input: undefined,
})

/**
 * zod's issues in the admin's language: the form's own words instead of zod's English. Passed to the
 * resolver as zod's `error` map; each text names the limit the schema sets. A refinement that checks against data
 * (a country another region holds) names its own text and values in `params` (`customMessage`); a plain
 * check of the form's own names just its key (`{ path: ['repeat'], params: { message: 'staff.passwords.mismatch' } }`).
 */
export function zodMessage(t: Translate, issue: Issue): string {
  const empty = issue.input === undefined || issue.input === null || issue.input === ''
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 || empty ? t('form.required') : t('form.minLength', { min: Number(issue.minimum) })
      if (issue.origin === 'array') return t('form.minItems', { min: Number(issue.minimum) })
      return t('form.min', { min: Number(issue.minimum) })
    case 'too_big':
      if (issue.origin === 'string') return t('form.maxLength', { max: Number(issue.maximum) })
      if (issue.origin === 'array') return t('form.maxItems', { max: Number(issue.maximum) })
      return t('form.max', { max: Number(issue.maximum) })
    case 'invalid_type':
      // a number field hands NaN on when its text is no amount (ui/fields/number-input.tsx)
      if (typeof issue.input === 'number' && Number.isNaN(issue.input)) return t('form.notAmount')
      return empty ? t('form.required') : t('form.invalid')
    case 'invalid_format':
      return issue.format === 'email' ? t('form.email') : issue.format === 'url' ? t('form.url') : t('form.pattern')
    case 'not_multiple_of':
      return t('form.whole')
    case 'custom':
      if (issue.params?.rule) return ruleMessage(t, issue.params)
      return issue.params?.message ? t(issue.params.message, issue.params.values) : t('form.invalid')
    default:
      return t('form.invalid')
  }
}
