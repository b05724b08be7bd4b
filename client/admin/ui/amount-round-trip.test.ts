import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAmount } from '../../../rules/typed-amount'
import { amountText, money } from './format'

const LOCALES = ['de', 'en'] as const
const CURRENCIES = ['eur', 'chf', 'gbp', 'usd'] as const
// every amount in cents up to a hundred million, either sign
const amounts = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((cents) => cents / 100)

describe('what the back office shows parses back to the same amount', () => {
  it('money as listed and detailed, in every currency and both languages', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...LOCALES), fc.constantFrom(...CURRENCIES), (amount, locale, currency) => {
        expect(parseAmount(money(amount, currency, locale))).toBe(amount)
      }),
      { numRuns: 2000 },
    )
  })
  it('amounts in an edited field, with the decimals the field takes', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...LOCALES), (amount, locale) => {
        expect(parseAmount(amountText(amount, locale), 2)).toBe(amount)
        const whole = Math.trunc(amount) + 0
        expect(parseAmount(amountText(whole, locale, 0), 0)).toBe(whole)
      }),
      { numRuns: 2000 },
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
        fc.constantFrom(...LOCALES),
        (rate, locale) => {
          expect(parseAmount(amountText(rate, locale, 3), 3)).toBe(rate)
        },
      ),
    )
  })
})
