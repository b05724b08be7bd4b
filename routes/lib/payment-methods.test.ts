import { describe, expect, it } from 'vitest'
import { alternatives } from './payment-methods'

describe('alternatives', () => {
  it('joins payment methods the way the shop writes them, in both languages', () => {
    expect(alternatives('de', ['Überweisung', 'PayPal', 'Kreditkarte'])).toBe('Überweisung, PayPal oder Kreditkarte')
    expect(alternatives('en', ['bank transfer', 'PayPal', 'credit card'])).toBe('bank transfer, PayPal or credit card')
    expect(alternatives('de', ['Überweisung', 'Kreditkarte'])).toBe('Überweisung oder Kreditkarte')
    expect(alternatives('en', ['bank transfer'])).toBe('bank transfer')
  })
})
