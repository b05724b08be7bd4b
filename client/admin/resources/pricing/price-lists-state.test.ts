import { describe, expect, it } from 'vitest'
import { groupsOf, stateOf } from './price-lists-state'

const now = new Date('2026-06-15T10:00:00Z')

describe('a price list', () => {
  it('gives its prices only when active and within its dates', () => {
    expect(stateOf({ status: 'draft', starts_at: null, ends_at: null } as never, now)).toBe('draft')
    expect(stateOf({ status: 'active', starts_at: null, ends_at: null } as never, now)).toBe('active')
    expect(stateOf({ status: 'active', starts_at: '2026-06-16T00:00:00Z', ends_at: null } as never, now)).toBe('scheduled')
    expect(stateOf({ status: 'active', starts_at: '2026-06-01T00:00:00Z', ends_at: '2026-06-15T10:00:00Z' } as never, now)).toBe('expired')
    expect(stateOf({ status: 'active', starts_at: '2026-06-01T00:00:00Z', ends_at: '2026-06-30T00:00:00Z' } as never, now)).toBe('active')
    expect(stateOf({ status: 'draft', starts_at: '2026-06-01T00:00:00Z', ends_at: '2026-06-30T00:00:00Z' } as never, now)).toBe('draft')
  })
  it('is limited to the customer groups of its rule, or to nobody in particular', () => {
    expect(groupsOf({ rules: { 'customer.groups.id': ['cusgroup_1', 'cusgroup_2'] } })).toEqual(['cusgroup_1', 'cusgroup_2'])
    expect(groupsOf({ rules: { 'customer.groups.id': 'cusgroup_1' } })).toEqual(['cusgroup_1'])
    expect(groupsOf({ rules: {} })).toEqual([])
    // the attribute Medusa no longer prices by is no group limit
    expect(groupsOf({ rules: { customer_group_id: ['cusgroup_1'] } })).toEqual([])
  })
})
