import { describe, expect, it } from 'vitest'
import { seededRateAction } from './seeded-tax-rate'

describe("the seed and a country's default VAT rate", () => {
  it('creates a missing default rate', () => {
    expect(seededRateAction(undefined, 20)).toBe('create')
  })
  it('corrects a rate it set itself, also one an earlier seed set without recording it', () => {
    expect(seededRateAction({ rate: 24, metadata: { seeded_rate: 24 } }, 25.5)).toBe('update')
    expect(seededRateAction({ rate: '24', metadata: null }, 25.5)).toBe('update')
  })
  it('records a right rate once, then leaves it', () => {
    expect(seededRateAction({ rate: 20, metadata: {} }, 20)).toBe('mark')
    expect(seededRateAction({ rate: '20', metadata: { seeded_rate: 20 } }, 20)).toBe('keep')
  })
  it('keeps a rate staff changed since the seed set it', () => {
    expect(seededRateAction({ rate: 21, metadata: { seeded_rate: 20 } }, 20)).toBe('keep')
    expect(seededRateAction({ rate: 21, metadata: { seeded_rate: 20 } }, 22)).toBe('keep')
  })
})
