// @vitest-environment jsdom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { REGISTERED } from '../resources/registry'
import { stubCommandListDom } from '../test/command-list-dom'
import { cleanup, renderAdmin, type, waitFor } from '../test/render-admin'
import { AdminNav } from './admin-nav'
import CommandPalette from './command-palette'
import SettingsPage from './settings-page'

const searched: string[] = []

// every list Medusa is asked answers one row named after the search, in its own answer key
let undoStubs: () => void = () => undefined
beforeAll(() => {
  undoStubs = stubCommandListDom()
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin)
    const path = url.pathname.replace(/^\/admin\/api/, '')
    searched.push(`${path}?q=${url.searchParams.get('q')}`)
    const entry = REGISTERED.find(([, candidate]) => candidate.path === path)?.[1]
    const row = { id: `${path.split('/').pop()}_1`, display_id: 7, [entry?.label ?? 'name']: `Aurum ${path.split('/').pop()}` }
    return new Response(JSON.stringify(entry ? { [entry.listKey]: [row], count: 1 } : {}), { headers: { 'content-type': 'application/json' } })
  })
})
afterAll(() => {
  vi.unstubAllGlobals()
  undoStubs()
})
afterEach(cleanup)

const linkTexts = (within: Element) => [...within.querySelectorAll('a')].map((link) => link.textContent?.trim())

describe('the menu', () => {
  it('keeps to the daily work and ends with one entry for the settings', async () => {
    const { container } = await renderAdmin(<AdminNav />, '/orders')
    const entries = linkTexts(container)
    expect(entries.slice(0, 5)).toEqual(['Overview', 'Orders', 'Draft orders', 'Payments', 'Products'])
    expect(entries.indexOf('Customers')).toBeLessThan(entries.indexOf('Promotions'))
    expect(entries.at(-1)).toBe('Settings')
    expect(entries.length).toBeLessThanOrEqual(18)
    for (const rare of ['API keys', 'Plugins', 'Regions', 'Tax regions', 'Sales channels', 'Staff', 'Currencies', 'Refund reasons'])
      expect(entries).not.toContain(rare)
  })

  it('marks the settings entry current on an area the settings page lists', async () => {
    const { container } = await renderAdmin(<AdminNav />, '/regions/reg_1')
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('Settings')
  })
})

describe('the settings page', () => {
  it('links every rarely touched area, grouped', async () => {
    const { container } = await renderAdmin(<SettingsPage />, '/settings')
    await waitFor(() => !!container.querySelector('h2'), 'the groups')
    const groups = [...container.querySelectorAll('section')].map((section) => [section.querySelector('h2')?.textContent, linkTexts(section)])
    expect(groups.map(([heading]) => heading)).toEqual([
      'Shop and markets',
      'Shipping and stock',
      'Catalogue and prices',
      'Returns and refunds',
      'Team and access',
      'Mails and system',
    ])
    expect(Object.fromEntries(groups)['Team and access']).toEqual(['Staff', 'Invitations', 'API keys'])
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))
    const settled = REGISTERED.filter(([, entry]) => entry.nav?.settings).map(([, entry]) => entry.route)
    expect(hrefs.sort()).toEqual(settled.sort())
  })

  it('speaks German', async () => {
    const { container } = await renderAdmin(<SettingsPage />, '/settings', 'de')
    expect(container.querySelector('h1')?.textContent).toBe('Einstellungen')
    expect(container.textContent).toContain('Team und Zugang')
  })
})

describe('the command palette', () => {
  it('finds every findable resource and opens the hit', { timeout: 20_000 }, async () => {
    const { location } = await renderAdmin(<CommandPalette onClose={() => undefined} onHelp={() => undefined} />, '/')
    const input = document.querySelector<HTMLInputElement>('[cmdk-input]')!
    await type(input, 'Aurum')
    await waitFor(() => document.querySelectorAll('[cmdk-group-heading]').length > 3, 'the hits', 15_000)
    const headings = [...document.querySelectorAll('[cmdk-group-heading]')].map((heading) => heading.textContent)
    for (const heading of [
      'Orders',
      'Products',
      'Customers',
      'Collections',
      'Categories',
      'Promotions',
      'Price lists',
      'Customer groups',
      'Draft orders',
      'Stock locations',
      'Staff',
    ])
      expect(headings).toContain(heading)
    expect(searched).toContain('/admin/stock-locations?q=Aurum')
    const staff = [...document.querySelectorAll<HTMLElement>('[cmdk-item]')].find((item) => item.textContent?.includes('Aurum users'))!
    await act(async () => staff.click())
    expect(location.history?.at(-1)).toBe('/admin/en/users/users_1')
  })
})
