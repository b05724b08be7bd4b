import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import { giftCardSchema } from './gift-card-schema'

const de = translator('de', dictionaries.de)
const en = translator('en', dictionaries.en)
const blank = { variant: 'variant_100', amount: '', recipientName: '', recipientEmail: '', message: '', deliverOn: '' }
const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('the gift card’s form', () => {
  const options = { freeVariant: 'variant_free', today: '2026-12-02', amount: (value: number) => `${value.toLocaleString('de-DE')},00 €` }
  it('takes a fixed amount with nothing else given (mailed to the buyer as soon as paid)', () => {
    expect(giftCardSchema(de, options).safeParse(blank).success).toBe(true)
  })

  it('checks an own amount, the recipient and the day by the shop’s rule, in the visitor’s language', () => {
    const result = giftCardSchema(de, options).safeParse({ ...blank, variant: 'variant_free', amount: '10', recipientEmail: 'anna@', deliverOn: '2026-12-01' })
    expect(problems(result)).toEqual({
      amount: 'Bitte wählen Sie einen Betrag von 25,00 € bis 1.000,00 €.',
      recipientEmail: de('giftCardPurchase.errors.email'),
      deliverOn: de('giftCardPurchase.errors.dayPast'),
    })
    expect(problems(giftCardSchema(en, options).safeParse({ ...blank, variant: 'variant_free', amount: '30,50' }))).toEqual({
      amount: en('giftCardPurchase.errors.amountWhole'),
    })
    expect(giftCardSchema(en, options).safeParse({ ...blank, variant: 'variant_free', amount: '75', deliverOn: '2027-12-02' }).success).toBe(true)
  })
})
