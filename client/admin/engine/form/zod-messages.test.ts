import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { adminTranslator } from '../../i18n'
import { zodMessage } from './zod-messages'

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
  })
  it("say a form's own rule in its words", () => {
    const period = z.object({ from: z.number(), to: z.number() }).refine((value) => value.to >= value.from, { path: ['to'], params: { message: 'form.whole' } })
    expect(messages(de_, period, { from: 2, to: 1 })).toEqual(['Bitte eine ganze Zahl eingeben'])
    expect(messages(en_, z.string().refine(() => false), 'x')).toEqual(['Please enter a valid value'])
  })
})
