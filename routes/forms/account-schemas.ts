import * as z from 'zod/mini'
import type { Translate } from '../../i18n'
import { phoneProblem } from '../../rules/phone'
import { checkEmail, checkPassword, checkRepeat, toProblem } from '../checkout/validation'
import { filled, ruleAcross, ruleField } from './rule-schema'

// The account's forms (and the checkout's e-mail) as zod schemas over the shop's rules for e-mail, phone and passwords (rules/), worded in the
// visitor's language by `t`. The one place that says which form asks what of each field.

const email = (t: Translate) => ruleField(t, checkEmail)
const newPassword = (t: Translate) => ruleField(t, checkPassword)
/** A password the person already has: only not empty (its length is the back end's to judge). */
const knownPassword = (t: Translate) => ruleField(t, (value) => (value ? undefined : { key: 'auth.required' }))
const name = (t: Translate) => ruleField(t, filled('auth.required'))
const phone = (t: Translate) => ruleField(t, (value) => toProblem(phoneProblem(value)))

export const signInSchema = (t: Translate) => z.object({ email: email(t), password: knownPassword(t) })

/** An e-mail alone: where a reset link goes, where the checkout's confirmation goes. */
export const emailOnlySchema = (t: Translate) => z.object({ email: email(t) })

export const newPasswordSchema = (t: Translate) =>
  z.object({ password: newPassword(t), confirm: z.string() }).check(ruleAcross(t, 'confirm', (values) => checkRepeat(values.password, values.confirm)))

export const passwordChangeSchema = (t: Translate) =>
  z
    .object({ current: knownPassword(t), next: newPassword(t), confirm: z.string() })
    .check(ruleAcross(t, 'confirm', (values) => checkRepeat(values.next, values.confirm)))

export const personalSchema = (t: Translate) => z.object({ first_name: name(t), last_name: name(t), phone: phone(t) })

export const emailChangeSchema = (t: Translate) => z.object({ email: email(t), password: knownPassword(t) })

export const registerSchema = (t: Translate) =>
  z
    .object({ first_name: name(t), last_name: name(t), email: email(t), phone: phone(t), password: newPassword(t), confirm: z.string() })
    .check(ruleAcross(t, 'confirm', (values) => checkRepeat(values.password, values.confirm)))
