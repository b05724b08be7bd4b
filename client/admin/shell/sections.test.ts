import { describe, expect, it } from 'vitest'
import { REGISTERED } from '../resources/registry'
import { ALL_SECTIONS, menuEntryOf, SECTIONS, SETTINGS_SECTIONS, sectionOf } from './sections'

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
  it('cover the menu in order: daily work first, the settings page last', () => {
    expect(SECTIONS.map((s) => s.path)).toEqual(['/', '/orders', '/products', '/customers', '/promotions', '/price-lists', '/inventory', '/settings'])
    expect(SECTIONS[1].children?.map((s) => s.path)).toEqual(['/draft-orders', '/payments'])
    expect(SECTIONS[2].children?.map((s) => s.path)).toEqual(['/categories', '/collections', '/product-variants'])
    expect(SECTIONS[3].children?.map((s) => s.path)).toEqual(['/customer-groups', '/contact-messages', '/newsletter-subscribers'])
    expect(SECTIONS[4]).toMatchObject({ path: '/promotions', built: true, shortcut: 'a' })
    expect(SECTIONS[4].children?.map((s) => s.path)).toEqual(['/campaigns'])
    expect(SECTIONS[6].children?.map((s) => s.path)).toEqual(['/reservations'])
    expect(SETTINGS_SECTIONS.map(({ group, sections }) => [group, sections.map((s) => s.path)])).toEqual([
      ['shop', ['/regions', '/tax-regions', '/store', '/sales-channels', '/currencies']],
      ['shipping', ['/stock-locations', '/shipping-options', '/shipping-profiles']],
      ['catalogue', ['/product-tags', '/product-types', '/price-preferences']],
      ['orders', ['/gift-cards', '/return-reasons', '/refund-reasons']],
      ['team', ['/users', '/invites', '/api-keys']],
      ['system', ['/notifications', '/workflow-executions', '/plugins']],
    ])
    expect(menuEntryOf('/api-keys/apk_1')?.path).toBe('/settings')
    expect(menuEntryOf('/orders/order_1')?.path).toBe('/orders')
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
