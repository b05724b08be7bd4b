import { describe, expect, it } from 'vitest'
import { REGISTERED } from '../resources/registry'
import { ALL_SECTIONS, SECTIONS, sectionOf } from './sections'

describe('back-office sections', () => {
  it('name the active section of a path', () => {
    expect(sectionOf('/')?.label).toBe('nav.overview')
    expect(sectionOf('/orders/order_1')?.label).toBe('nav.orders')
    expect(sectionOf('/categories/pcat_1')?.label).toBe('nav.categories')
    expect(sectionOf('/ordersx')).toBeUndefined()
    expect(sectionOf('/regions/reg_1')?.label).toBe('nav.regions')
    expect(sectionOf('/tax-regions')?.label).toBe('nav.taxRegions')
    expect(sectionOf('/campaigns/procamp_1')?.label).toBe('campaigns.nav')
    expect(ALL_SECTIONS.every((section) => section.built)).toBe(true)
  })
  it('cover the navigation in order, the catalogue and stock areas under theirs', () => {
    expect(SECTIONS.map((s) => s.path)).toEqual([
      '/',
      '/orders',
      '/products',
      '/inventory',
      '/shipping-options',
      '/customers',
      '/promotions',
      '/price-lists',
      '/regions',
      '/store',
    ])
    expect(SECTIONS[2].children?.map((s) => s.path)).toEqual(['/categories', '/collections', '/product-tags', '/product-types', '/product-variants'])
    expect(SECTIONS[1].children?.map((s) => s.path)).toEqual(['/draft-orders', '/payments'])
    expect(SECTIONS[3].children?.map((s) => s.path)).toEqual(['/reservations', '/stock-locations'])
    expect(SECTIONS[4].children?.map((s) => s.path)).toEqual(['/shipping-profiles'])
    expect(SECTIONS[5].children?.map((s) => s.path)).toEqual(['/customer-groups', '/contact-messages', '/newsletter-subscribers'])
    expect(SECTIONS[6]).toMatchObject({ path: '/promotions', built: true, shortcut: 'a' })
    expect(SECTIONS[6].children?.map((s) => s.path)).toEqual(['/campaigns'])
    expect(SECTIONS[7].children?.map((s) => s.path)).toEqual(['/price-preferences'])
    expect(SECTIONS[8].children?.map((s) => s.path)).toEqual(['/tax-regions'])
    expect(SECTIONS[9].children?.map((s) => s.path)).toEqual([
      '/sales-channels',
      '/currencies',
      '/notifications',
      '/users',
      '/invites',
      '/workflow-executions',
      '/plugins',
      '/api-keys',
      '/return-reasons',
      '/refund-reasons',
    ])
  })
  it('follow the registry: every registered resource with a navigation entry is in it, once', () => {
    const navigable = REGISTERED.filter(([, entry]) => entry.nav).map(([, entry]) => entry.route)
    expect(
      ALL_SECTIONS.filter((s) => navigable.includes(s.path))
        .map((s) => s.path)
        .sort(),
    ).toEqual([...navigable].sort())
  })
  it('give each shortcut letter to one area only', () => {
    const letters = ALL_SECTIONS.flatMap((s) => (s.shortcut ? [s.shortcut] : []))
    expect(new Set(letters).size).toBe(letters.length)
  })
})
