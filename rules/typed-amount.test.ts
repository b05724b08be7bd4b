import { describe, expect, it } from 'vitest'
import { parseAmount, readAmount } from './typed-amount'

describe('amounts as staff type them', () => {
  it('read German and English writing, thousands grouped by three', () => {
    expect(parseAmount('5000')).toBe(5000)
    expect(parseAmount('5.000')).toBe(5000)
    expect(parseAmount('5,000')).toBe(5000)
    expect(parseAmount('4.999,99')).toBe(4999.99)
    expect(parseAmount('4,999.99')).toBe(4999.99)
    expect(parseAmount('12,5')).toBe(12.5)
    expect(parseAmount('1.890,00')).toBe(1890)
    expect(parseAmount('1890,00')).toBe(1890)
    expect(parseAmount('1.890,00 €')).toBe(1890)
    expect(parseAmount('CHF 1’890.00'.replace('’', ','))).toBe(1890)
    expect(parseAmount('-CHF 12.50')).toBe(-12.5)
    expect(parseAmount(' 14.90 € ')).toBe(14.9)
    expect(parseAmount('1.234.567')).toBe(1234567)
    expect(parseAmount('0')).toBe(0)
    expect(parseAmount('-5')).toBe(-5)
  })
  it('refuse what is no amount, saying why', () => {
    for (const typed of [
      'abc',
      'fünftausend',
      '5.00.0',
      '1,2,3',
      '4,999,99',
      '1.5.000,00',
      '12.345,678',
      '5e3',
      '--5',
      '+5',
      '1 890,00,0',
      '.5',
      'Infinity',
      '0x10',
    ])
      expect(parseAmount(typed), typed).toBeNull()
    expect(readAmount('')).toEqual({ ok: false, problem: 'empty' })
    expect(readAmount('  ')).toEqual({ ok: false, problem: 'empty' })
    expect(readAmount('5.0001')).toEqual({ ok: false, problem: 'tooManyDecimals' })
    expect(readAmount('1,899')).toEqual({ ok: true, value: 1899 })
  })
  it('take whole numbers where pieces are counted', () => {
    expect(parseAmount('5.000', 0)).toBe(5000)
    expect(parseAmount('12', 0)).toBe(12)
    expect(readAmount('12,5', 0)).toEqual({ ok: false, problem: 'tooManyDecimals' })
  })
  it('read a lone separator before three digits as the decimal one where a field takes three decimals (per cent)', () => {
    expect(parseAmount('7,125', 3)).toBe(7.125)
    expect(parseAmount('19', 3)).toBe(19)
    expect(parseAmount('19,5', 3)).toBe(19.5)
  })
})
