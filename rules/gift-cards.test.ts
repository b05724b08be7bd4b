import { describe, expect, it } from 'vitest'
import { cardRefusal, disabledCard, enabledCard, isDisabled, normalizedCode } from './gift-cards'

describe('gift cards', () => {
  it('reads a typed code as printed: capitals, no spaces', () => {
    expect(normalizedCode(' gs-abcd efgh-2345 ')).toBe('GS-ABCDEFGH-2345')
  })

  it('refuses a disabled card before an expired or used-up one, and pays with a balance', () => {
    const now = Date.parse('2026-12-02T12:00:00Z')
    expect(cardRefusal({ balance: 10, expires_at: null, metadata: null }, now)).toBeNull()
    expect(cardRefusal({ balance: 0, expires_at: null, metadata: null }, now)).toBe('used_up')
    expect(cardRefusal({ balance: 10, expires_at: '2026-12-01T00:00:00Z', metadata: null }, now)).toBe('expired')
    expect(cardRefusal({ balance: 10, expires_at: '2026-12-01T00:00:00Z', metadata: { disabled_at: '2026-12-01T00:00:00Z' } }, now)).toBe('disabled')
  })

  it('disables by ending the validity now and enables with the validity it had', () => {
    const at = new Date('2026-12-02T12:00:00Z')
    const card = { expires_at: '2029-12-31T22:59:59.000Z', metadata: { recipient: 'Erika' } }
    const disabled = disabledCard(card, at)
    expect(disabled.expires_at).toBe(at.toISOString())
    expect(isDisabled(disabled)).toBe(true)
    const enabled = enabledCard(disabled)
    expect(enabled).toEqual({ expires_at: card.expires_at, metadata: { recipient: 'Erika', disabled_at: null, expires_at_before: null } })
    expect(isDisabled(enabled)).toBe(false)
    expect(enabledCard(disabledCard({ expires_at: null, metadata: null }, at)).expires_at).toBeNull()
  })
})
