import { describe, expect, it } from 'vitest'
import { boundaryInterval, passedBoundaries } from './price-list-boundaries'

const to = new Date('2026-11-27T00:00:00Z')
const from = new Date('2026-11-26T23:58:00Z')

describe('passedBoundaries', () => {
  it('names the lists whose start or end passed within the window', () => {
    const lists = [
      { id: 'starts', status: 'active', starts_at: '2026-11-26T23:59:00Z', ends_at: null },
      { id: 'ends', status: 'active', starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-11-27T00:00:00Z' },
      { id: 'later', status: 'active', starts_at: '2026-11-27T00:00:01Z' },
      { id: 'earlier', status: 'active', ends_at: '2026-11-26T23:58:00Z' },
      { id: 'undated', status: 'active' },
    ]
    expect(passedBoundaries(lists, from, to)).toEqual(['starts', 'ends'])
  })

  it('leaves drafts out: their prices never showed', () => {
    expect(passedBoundaries([{ id: 'draft', status: 'draft', ends_at: '2026-11-26T23:59:00Z' }], from, to)).toEqual([])
  })

  it('reads dates as the pricing module returns them, Date or text', () => {
    expect(passedBoundaries([{ id: 'date', status: 'active', ends_at: new Date('2026-11-26T23:59:30Z') }], from, to)).toEqual(['date'])
  })
})

describe('boundaryInterval', () => {
  it('reads PRICE_LIST_BOUNDARY_INTERVAL_MS, a minute by default', () => {
    expect(boundaryInterval({})).toBe(60_000)
    expect(boundaryInterval({ PRICE_LIST_BOUNDARY_INTERVAL_MS: '2000' })).toBe(2000)
    expect(boundaryInterval({ PRICE_LIST_BOUNDARY_INTERVAL_MS: 'often' })).toBe(60_000)
  })
})
