import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { addressSchema, emailSchema, phoneSchema } from '../../../../rules/address-schema'
import { adminTranslator } from '../../i18n'
import { customIssue, customMessage, zodMessage } from './zod-messages'

const messages = (t: ReturnType<typeof adminTranslator>, schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: (issue) => zodMessage(t, issue as never) })
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('form messages in the admin language', () => {
  const en_ = adminTranslator('en', en)
  const de_ = adminTranslator('de', de)
  it('say what is wrong with the limit the schema sets', () => {
    expect(messages(en_, z.string().min(1), '')).toEqual(['Required'])
    expect(messages(de_, z.string().min(1), '')).toEqual(['Pflichtfeld'])
    expect(messages(en_, z.string().max(5), 'too long')).toEqual(['At most 5 characters'])
    expect(messages(en_, z.number().min(0), -1)).toEqual(['At least 0'])
    expect(messages(en_, z.number().int(), 1.5)).toEqual(['Please enter a valid value'])
    expect(messages(de_, z.string().regex(/^[a-z-]+$/), 'Ä')).toEqual(['Das Format passt nicht'])
    expect(messages(en_, z.array(z.string()).min(1), [])).toEqual(['Choose at least 1'])
    // a number field hands NaN on for a text that is no amount
    expect(messages(de_, z.number().min(0), NaN)).toEqual(['Bitte eine Zahl eingeben, die sich eindeutig lesen lässt, z. B. 1.890,00 oder 1890.'])
  })
  it("word the shop's shared rules (e-mail, phone, address), never their bare codes", () => {
    expect(messages(de_, emailSchema, 'kein-at-zeichen.example.com')).toEqual([de_('form.email')])
    expect(messages(en_, emailSchema, 'not an address')).toEqual([en_('form.email')])
    expect(messages(en_, phoneSchema, '12')).toEqual([en_('form.phone')])
    const address = { first_name: 'Ida', last_name: 'Goldschmidt', address_1: 'Hauptstraße 1', postal_code: '1011', city: 'Berlin', country_code: 'de' }
    const [zip] = messages(de_, addressSchema(), address)
    expect(zip).toBe(de_('form.zip', { example: '10115' }))
    expect(zip).not.toBe('zip')
  })
  it("say a refinement's own text with its values", () => {
    const taken = z.string().superRefine((value, context) => {
      if (value === 'no') context.addIssue({ code: 'custom', params: customMessage('engine.remove', { label: value }) })
    })
    expect(messages(en_, taken, 'no')).toEqual(['Remove “no”'])
    expect(messages(de_, taken, 'no')).toEqual([de_('engine.remove', { label: 'no' })])
  })
  it("word a form's own check by the key it names", () => {
    const passwords = z
      .object({ password: z.string(), repeat: z.string() })
      .refine((values) => values.password === values.repeat, { path: ['repeat'], params: { message: 'staff.passwords.mismatch' } })
    expect(messages(de_, passwords, { password: 'eins', repeat: 'zwei' })).toEqual([de.staff.passwords.mismatch])
    expect(messages(en_, passwords, { password: 'eins', repeat: 'zwei' })).toEqual([en.staff.passwords.mismatch])
  })
  it("give a form's own rule the text it names", () => {
    const schema = z.object({ from: z.number(), to: z.number() }).superRefine((value, context) => {
      if (value.to < value.from) context.addIssue(customIssue('form.required', ['to']))
    })
    expect(messages(de_, schema, { from: 2, to: 1 })).toEqual(['Pflichtfeld'])
  })
  it("give a check of the form's own the message it names", () => {
    const amount = z.string().superRefine((typed, context) => {
      if (Number.isNaN(Number(typed))) context.addIssue({ code: 'custom', params: { message: 'shipping.notAmount' } })
    })
    expect(messages(de_, amount, 'fünf')).toEqual(['Bitte einen Betrag eingeben, z. B. 5000 oder 4.999,99.'])
    expect(messages(en_, amount, 'five')).toEqual(['Please enter an amount, e.g. 5000 or 4,999.99.'])
    expect(
      messages(
        en_,
        z.string().refine((typed) => typed === 'x'),
        'y',
      ),
    ).toEqual(['Please enter a valid value'])
  })
  it("say a form's own rule in its words", () => {
    const period = z.object({ from: z.number(), to: z.number() }).refine((value) => value.to >= value.from, { path: ['to'], params: { message: 'form.whole' } })
    expect(messages(de_, period, { from: 2, to: 1 })).toEqual(['Bitte eine ganze Zahl eingeben'])
  })
})
