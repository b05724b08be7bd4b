import { describe, expect, it } from 'vitest'
import { SECTIONS, sectionOf } from './sections'

describe('back-office sections', () => {
  it('name the active section of a path', () => {
    expect(sectionOf('/')?.label).toBe('nav.overview')
    expect(sectionOf('/orders/order_1')?.label).toBe('nav.orders')
    expect(sectionOf('/ordersx')).toBeUndefined()
    expect(sectionOf('/settings')?.built).toBe(false)
  })
  it('cover the navigation the brief asks for, in order', () => {
    expect(SECTIONS.map((s) => s.path)).toEqual(['/', '/orders', '/products', '/customers', '/categories', '/collections', '/promotions', '/inventory', '/regions', '/settings'])
  })
})
