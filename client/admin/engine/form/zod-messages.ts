import type { MessageKey, Translate } from '../../i18n'

type Issue = { code?: string; minimum?: unknown; maximum?: unknown; origin?: string; input?: unknown; format?: string; params?: { message?: MessageKey } }

/**
 * zod's issues in the admin's language: the form's own words instead of zod's English. Passed to the
 * resolver as zod's `error` map; each text names the limit the schema sets. A rule of the form's own (a refinement:
 * the end after the start) names its text by its dictionary key, `params: { message }`.
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
      return empty ? t('form.required') : t('form.invalid')
    case 'invalid_format':
      return issue.format === 'email' ? t('form.email') : issue.format === 'url' ? t('form.url') : t('form.pattern')
    case 'not_multiple_of':
      return t('form.whole')
    case 'custom':
      return issue.params?.message ? t(issue.params.message) : t('form.invalid')
    default:
      return t('form.invalid')
  }
}
