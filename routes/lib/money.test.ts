import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

// Intl separates amount and symbol with a no-break space
const normalize = (text: string) => text.replace(/\u00a0/g, ' ')

describe('formatMoney', () => {
  it('formats euros the German way', () => {
    expect(normalize(formatMoney({ amount: 1290, currency_code: 'eur' }, 'de'))).toBe('1.290,00 €')
  })

  it('formats for English visitors in their region currency', () => {
    expect(formatMoney({ amount: 1290.5, currency_code: 'usd' }, 'en')).toBe('$1,290.50')
    expect(formatMoney({ amount: 99, currency_code: 'EUR' }, 'en')).toBe('€99.00')
  })

  it('formats Swiss francs', () => {
    expect(normalize(formatMoney({ amount: 450, currency_code: 'chf' }, 'de'))).toBe('450,00 CHF')
  })
})
