import { describe, expect, it } from 'vitest'
import { inviteState } from './invite-state'

describe('inviteState', () => {
  const now = Date.parse('2026-03-01T12:00:00Z')
  it('is accepted once accepted, whatever its deadline', () => {
    expect(inviteState({ accepted: true, expires_at: '2026-02-01T00:00:00Z' }, now)).toBe('accepted')
  })
  it('is expired from its deadline on', () => {
    expect(inviteState({ accepted: false, expires_at: '2026-03-01T12:00:00Z' }, now)).toBe('expired')
    expect(inviteState({ accepted: false, expires_at: new Date('2026-02-28T23:00:00Z') }, now)).toBe('expired')
  })
  it('is open before its deadline', () => {
    expect(inviteState({ accepted: false, expires_at: '2026-03-02T12:00:00Z' }, now)).toBe('open')
  })
})
