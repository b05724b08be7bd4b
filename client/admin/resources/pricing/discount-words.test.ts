import { describe, expect, it } from 'vitest'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { adminTranslator } from '../../i18n'
import { discountInWords } from './discount-words'

const tDe = adminTranslator('de', de)
const tEn = adminTranslator('en', en)
// Intl puts a narrow no-break space between number and sign in German
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

type Method = Parameters<typeof discountInWords>[0]['application_method']
const standard = (method: Partial<NonNullable<Method>>) => ({
  type: 'standard' as const,
  application_method: {
    type: 'percentage' as const,
    value: 10,
    currency_code: undefined,
    target_type: 'items' as const,
    allocation: 'across' as const,
    apply_to_quantity: null,
    buy_rules_min_quantity: null,
    ...method,
  },
})

describe('a discount in words', () => {
  it('names a percentage and what it applies to', () => {
    expect(plain(discountInWords(standard({}), tDe, 'de'))).toBe('10 % auf Artikel')
    expect(plain(discountInWords(standard({}), tEn, 'en'))).toBe('10% off items')
    expect(plain(discountInWords(standard({ target_type: 'shipping_methods', value: 100 }), tDe, 'de'))).toBe('100 % auf den Versand')
    expect(plain(discountInWords(standard({ target_type: 'order', value: 12.5 }), tEn, 'en'))).toBe('12.5% off the order')
  })

  it('names a fixed amount in its currency, per piece when it is given per piece', () => {
    expect(plain(discountInWords(standard({ type: 'fixed', value: 50, currency_code: 'eur', allocation: 'each' }), tDe, 'de'))).toBe('50,00 € je Artikel')
    expect(plain(discountInWords(standard({ type: 'fixed', value: 50, currency_code: 'eur', allocation: 'across' }), tEn, 'en'))).toBe('€50.00 off items')
    expect(plain(discountInWords(standard({ type: 'fixed', value: 20, currency_code: 'chf', allocation: 'once' }), tDe, 'de'))).toBe(
      '20,00 CHF auf einen Artikel',
    )
    // a percentage is the same per piece as on the sum
    expect(plain(discountInWords(standard({ allocation: 'each' }), tDe, 'de'))).toBe('10 % auf Artikel')
  })

  it('names a buy-get promotion by its quantities', () => {
    const buyGet = {
      type: 'buyget' as const,
      application_method: { ...standard({ value: 100, apply_to_quantity: 1, buy_rules_min_quantity: 2 }).application_method },
    }
    expect(plain(discountInWords(buyGet, tDe, 'de'))).toBe('Kaufe 2, erhalte 1 mit 100 % Rabatt')
    expect(plain(discountInWords(buyGet, tEn, 'en'))).toBe('Buy 2, get 1 at 100% off')
  })

  it('reads as nothing without an application method', () => {
    expect(discountInWords({ type: 'standard', application_method: null }, tDe, 'de')).toBe('')
  })
})
