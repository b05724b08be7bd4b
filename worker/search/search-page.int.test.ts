import { type HTMLElement, parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import type { MenuResponse } from '../../routes/api-types'
import { ok, WORKER_URL } from '../test/int'

// The results page as the server renders it (/search, /suche): the prompt, the suggestions,
// both languages. Paging is a Chromium journey (e2e/search-palette.e2e.test.ts, on a phone).
async function page(path: string): Promise<{ status: number; html: HTMLElement }> {
  const response = await fetch(`${WORKER_URL}${path}`)
  return { status: response.status, html: parse(await response.text()) }
}
const text = (element: HTMLElement | null) => element?.textContent.replace(/\s+/g, ' ').trim() ?? ''
const main = (html: HTMLElement) => html.querySelector('main') ?? html

describe('the search results page', () => {
  it('asks for a search term when the query is empty, in German and in English', async () => {
    const de = await page('/de/suche?s=')
    expect(de.status).toBe(200)
    expect(text(de.html.querySelector('h1'))).toBe('Suche')
    expect(text(main(de.html))).toContain('Geben Sie einen Suchbegriff ein')
    expect(de.html.querySelectorAll('[data-testid="search-hit"]')).toHaveLength(0)
    const en = await page('/us/search?s=%20%20')
    expect(en.status).toBe(200)
    expect(text(en.html.querySelector('h1'))).toBe('Search')
    expect(text(main(en.html))).toContain('Enter a search term')
  })

  it('suggests the categories when nothing matches', async () => {
    const query = 'qxzwvjkq'
    const { status, html } = await page(`/de/suche?s=${query}`)
    expect(status).toBe(200)
    expect(text(html.querySelector('[role="status"]'))).toBe(`Keine Produkte für "${query}" gefunden`)
    expect(text(html.querySelector('#search-suggestions'))).toBe('Vielleicht finden Sie es in unseren Kategorien')
    const { menu } = await ok<MenuResponse>('/api/categories/de/menu')
    expect(menu.product_categories.length).toBeGreaterThan(0)
    const links = html.querySelectorAll('#search-suggestions + ul a').map((a) => a.getAttribute('href'))
    expect(links).toEqual(menu.product_categories.map((category) => `/de/kategorien/${category.handle}`))

    const en = await page(`/us/search?s=${query}`)
    expect(text(en.html.querySelector('[role="status"]'))).toBe(`No products found for “${query}”`)
    expect(text(en.html.querySelector('#search-suggestions'))).toBe('Perhaps you will find it in our categories')
    expect(en.html.querySelectorAll('#search-suggestions + ul a').length).toBe(menu.product_categories.length)
  })

  it('English: /us/search?s=… shows English titles, English product links and dollar prices', async () => {
    const { status, html } = await page('/us/search?s=engagement%20ring')
    expect(status).toBe(200)
    expect(html.querySelector('html')?.getAttribute('lang')).toMatch(/^en/)
    expect(text(html.querySelector('h1'))).toBe('Results for “engagement ring”')
    const hits = html.querySelectorAll('[data-testid="search-hit"]')
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.length).toBeLessThanOrEqual(24)
    expect(text(hits[0]).toLowerCase()).toContain('engagement ring')
    expect(hits.every((hit) => hit.querySelector('a')?.getAttribute('href')?.startsWith('/us/products/'))).toBe(true)
    expect(text(hits[0])).toMatch(/\$/)
    expect(text(html.querySelector('[aria-live="polite"]'))).toMatch(/^\d+ products?$/)
  })
})
