import { describe, expect, it } from 'vitest'
import { writingTag } from './languages'
import { formatDate } from './shop-dates'

describe('writing dates', () => {
  const moment = '2026-11-30T23:30:00Z'
  it("follows the reader's country: a Briton reads the day first, an American the month", () => {
    expect(formatDate(moment, 'en', 'long', 'gb')).toBe('1 December 2026')
    expect(formatDate(moment, 'en', 'long', 'us')).toBe('December 1, 2026')
    expect(formatDate(moment, 'en', 'long', 'fr')).toBe('1 December 2026')
    expect(formatDate(moment, 'de', 'long', 'de')).toBe('1. Dezember 2026')
    expect(formatDate('2026-01-05T12:00:00Z', 'de', 'long', 'at')).toBe('5. Jänner 2026')
    expect(formatDate(moment, 'de', 'numeric', 'ch')).toBe('01.12.2026')
    expect(formatDate(moment, 'en', 'numeric', 'us')).toBe('12/01/2026')
  })
  it("writes for staff as the shop's country does", () => {
    expect(formatDate(moment, 'en', 'medium')).toBe('1 Dec 2026')
    expect(formatDate(moment, 'de', 'mediumTime')).toBe('01.12.2026, 00:30')
    expect(formatDate(null, 'de')).toBe('–')
    expect(formatDate('soon', 'de')).toBe('–')
  })
  it("keeps a country's own language apart from the language read", () => {
    expect(writingTag('en', 'at')).toBe('en-GB')
    expect(writingTag('de', 'us')).toBe('de-DE')
    expect(writingTag('en', null)).toBe('en-GB')
    expect(writingTag('de', 'AT')).toBe('de-AT')
  })
})
