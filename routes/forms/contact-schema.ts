import * as z from 'zod/mini'
import type { MessageKey, Translate } from '../../i18n'
import { type ContactField, type FieldErrorCode, validateContact } from '../content/contact-rules'

export type ContactValues = { name: string; email: string; phone: string; subject: string; message: string; consent: boolean }

/** The message of a contact field's problem, whether the browser or the worker found it. */
export const contactMessage = (t: Translate, field: string, code: FieldErrorCode) => t(`contact.errors.${field}.${code}` as MessageKey)

/** The contact form: the worker's own rules (contact-rules.ts), each problem on its field in the visitor's language. */
export const contactSchema = (t: Translate) =>
  z.object({ name: z.string(), email: z.string(), phone: z.string(), subject: z.string(), message: z.string(), consent: z.boolean() }).check((context) => {
    const checked = validateContact(context.value)
    if (checked.ok) return
    for (const [field, code] of Object.entries(checked.errors) as [ContactField, FieldErrorCode][]) {
      context.issues.push({ code: 'custom', message: contactMessage(t, field, code), path: [field], input: context.value, continue: true })
    }
  })
