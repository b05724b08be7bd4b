import * as z from 'zod/mini'
import type { Translate } from '../../i18n'
import type { Problem } from '../checkout/validation'

/**
 * A storefront form's field as a zod schema around one of the shop's rules (a check answering a `Problem`), with the
 * message already in the visitor's language. zod/mini: the full zod would weigh more than all the forms together.
 * Issues `continue`, so a form's own checks across fields (the repeated password) still run and every field is shown.
 */
export function ruleField(t: Translate, check: (value: string) => Problem | undefined) {
  return z.string().check((context) => {
    const problem = check(context.value)
    if (problem) context.issues.push({ code: 'custom', message: t(problem.key, problem.params), input: context.value, continue: true })
  })
}

/** A check across a form's fields whose problem belongs to one of them. */
export function ruleAcross<Values>(t: Translate, field: keyof Values & string, check: (values: Values) => Problem | undefined) {
  return (context: { value: Values; issues: z.core.$ZodRawIssue[] }) => {
    const problem = check(context.value)
    if (problem) context.issues.push({ code: 'custom', message: t(problem.key, problem.params), path: [field], input: context.value, continue: true })
  }
}

/** A field that must not be left empty (only spaces count as empty). */
export const filled = (key: Problem['key']) => (value: string) => (value.trim() ? undefined : { key })
