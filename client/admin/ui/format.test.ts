import { describe, expect, it } from 'vitest'
import { dateTime, imageSrc, money } from './format'

describe('back-office formatting', () => {
  it('shows major-unit amounts in the currency and the admin language', () => {
    expect(money(1290, 'eur', 'de')).toBe('1.290,00\u00a0€')
    expect(money(49.9, 'usd', 'en')).toBe('$49.90')
    expect(money(null, 'eur', 'de')).toBe('–')
    expect(money(10, undefined, 'de')).toBe('–')
  })
  it('shows dates with time', () => {
    expect(dateTime('2026-11-21T13:05:00Z', 'en')).toBe('21 Nov 2026, 14:05')
    expect(dateTime(null, 'de')).toBe('–')
  })
  it('loads Medusa pictures through the same-origin pass-through', () => {
    expect(imageSrc('/static/ring-1.webp')).toBe('/medusa/static/ring-1.webp')
    expect(imageSrc('https://media.example.com/ring.webp')).toBe('https://media.example.com/ring.webp')
    expect(imageSrc(null)).toBeNull()
  })
})
