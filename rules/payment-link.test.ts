import { describe, expect, it } from 'vitest'
import { checkPaymentLinkToken, paymentLinkPath, paymentLinkToken } from './payment-link'

const SECRET = 'a-secret-of-the-back-end-with-32-characters'
const NOW = new Date('2026-12-02T10:00:00Z')
const IN_TWO_WEEKS = new Date('2026-12-16T10:00:00Z')

describe('payment link tokens', () => {
  it('are valid for their collection until they expire', async () => {
    const token = await paymentLinkToken('pay_col_1', IN_TWO_WEEKS, SECRET)
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/)
    expect(await checkPaymentLinkToken(token, 'pay_col_1', SECRET, NOW)).toBe('valid')
    expect(await checkPaymentLinkToken(token, 'pay_col_1', SECRET, new Date('2026-12-16T10:00:01Z'))).toBe('expired')
  })

  it('never open another collection, nor pass under another secret, nor with a changed expiry', async () => {
    const token = await paymentLinkToken('pay_col_1', IN_TWO_WEEKS, SECRET)
    expect(await checkPaymentLinkToken(token, 'pay_col_2', SECRET, NOW)).toBe('invalid')
    expect(await checkPaymentLinkToken(token, 'pay_col_1', `${SECRET}x`, NOW)).toBe('invalid')
    // a later expiry written into the token does not carry the signature with it
    const [, signed] = token.split('.')
    const later = Math.floor(new Date('2027-12-16T10:00:00Z').getTime() / 1000).toString(36)
    expect(await checkPaymentLinkToken(`${later}.${signed}`, 'pay_col_1', SECRET, NOW)).toBe('invalid')
    // and an expired link's signature stays wrong for any other expiry: 'expired' is told only of genuine links
    expect(await checkPaymentLinkToken(token, 'pay_col_1', SECRET, new Date('2030-01-01T00:00:00Z'))).toBe('expired')
  })

  it('refuse anything that is not a token', async () => {
    for (const token of [undefined, null, 42, '', '.', 'abc', 'zz.short', `${'a'.repeat(300)}`, ['x']])
      expect(await checkPaymentLinkToken(token, 'pay_col_1', SECRET, NOW)).toBe('invalid')
  })

  it('need a secret', async () => {
    await expect(paymentLinkToken('pay_col_1', IN_TWO_WEEKS, '')).rejects.toThrow(/secret/)
  })
})

describe('the payment page of a link', () => {
  it("lives under the order's country in the order's language", () => {
    expect(paymentLinkPath({ country: 'de', locale: 'de', collectionId: 'pay_1' })).toBe('/de/zahlung/pay_1')
    expect(paymentLinkPath({ country: 'AT', locale: 'de', collectionId: 'pay_1' })).toBe('/at/zahlung/pay_1')
    expect(paymentLinkPath({ country: 'gb', locale: 'en', collectionId: 'pay_1' })).toBe('/gb/payment/pay_1')
  })

  it("falls back to the language's canonical shop when the order's language is not its country's", () => {
    expect(paymentLinkPath({ country: 'de', locale: 'en', collectionId: 'pay_1' })).toBe('/us/payment/pay_1')
    expect(paymentLinkPath({ country: 'gb', locale: 'de', collectionId: 'pay_1' })).toBe('/de/zahlung/pay_1')
    expect(paymentLinkPath({ country: null, locale: 'de', collectionId: 'pay_1' })).toBe('/de/zahlung/pay_1')
  })
})
