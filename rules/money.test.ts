import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount, formatMoney, roundCents } from './money'
import { parseAmount } from './typed-amount'

const LOCALES = ['de', 'en'] as const
const CURRENCIES = ['eur', 'chf', 'gbp', 'usd']
// whole cents up to ten million in either direction, as money is
const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((value) => value / 100)

describe('rounding to the cent', () => {
  it('rounds halves away from zero, also where binary fractions fall just short', () => {
    expect(roundCents(1.005)).toBe(1.01)
    expect(roundCents(-1.005)).toBe(-1.01)
    expect(roundCents(0.1 + 0.2)).toBe(0.3)
    expect(roundCents(2.675)).toBe(2.68)
    expect(roundCents(49.994999)).toBe(49.99)
    expect(roundCents('19.999')).toBe(20)
    expect(roundCents(null)).toBe(0)
    expect(Object.is(roundCents(-0.001), 0)).toBe(true)
  })
  it('is idempotent and lands on a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const once = roundCents(value)
        expect(roundCents(once)).toBe(once)
        expect(Number.isInteger(Number((once * 100).toPrecision(15)))).toBe(true)
        expect(Math.abs(once - value)).toBeLessThanOrEqual(0.005 + 1e-6)
      }),
    )
  })
  it('keeps amounts that are already cents', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(roundCents(value)).toBe(value + 0)
      }),
    )
  })
})

describe('writing money', () => {
  it('writes amounts as the language does', () => {
    expect(formatMoney(1290, 'eur', 'de')).toBe('1.290,00\u00a0€')
    expect(formatMoney(1290, 'EUR', 'en')).toBe('€1,290.00')
    expect(formatMoney(49.9, 'chf', 'de')).toBe('49,90\u00a0CHF')
    expect(formatMoney(5000, 'eur', 'de', { wholeWithoutCents: true })).toBe('5.000\u00a0€')
    expect(formatMoney(5000.5, 'usd', 'en', { wholeWithoutCents: true })).toBe('$5,000.50')
    expect(formatAmount(1890, 'de')).toBe('1.890,00')
    expect(formatAmount(12.125, 'en', 3)).toBe('12.125')
  })
  it('reads back what it writes, in German and English, in every currency of the shop', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...LOCALES), fc.constantFrom(...CURRENCIES), (value, locale, currency) => {
        expect(parseAmount(formatMoney(value, currency, locale))).toBe(value + 0)
        expect(parseAmount(formatAmount(value, locale))).toBe(value + 0)
      }),
    )
  })
})
