import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { poll } from './admin-staff'
import { axeProblemsWithin } from './axe-within'
import { type Device, LANGUAGES_AND_WIDTHS, openBrowser } from './browser'
import { medusa } from './medusa'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Lang = 'de' | 'en'

const WORDS = {
  de: {
    category: '/de/kategorien/ringe',
    productPrefix: '/de/produkte/',
    browserLocale: 'de-DE',
    open: 'Filter',
    panel: 'Filtern',
    gold750: /^Gold 750 \(\d+\)$/,
    size: /^54 \(\d+\)$/,
    priceMax: 'Bis (€)',
    apply: 'Preis anwenden',
    show: /^(\d+) Ergebnisse? anzeigen$/,
    chips: ['Gold 750', 'Ringgröße 54', 'bis 2.000 €'],
  },
  en: {
    category: '/gb/categories/rings',
    productPrefix: '/gb/products/',
    browserLocale: 'en-GB',
    open: 'Filter',
    panel: 'Filter',
    gold750: /^750 gold \(18k\) \(\d+\)$/,
    size: /^54 \(\d+\)$/,
    priceMax: 'To (£)',
    apply: 'Apply price',
    show: /^Show (\d+) results?$/,
    chips: ['750 gold (18k)', 'Ring size 54', 'up to £2,000'],
  },
} as const

const JOURNEYS = LANGUAGES_AND_WIDTHS

/** The filtered listing's URL once the page shows it: the panel's choices land in the address bar. */
async function urlHas(page: Page, fragment: string) {
  await poll(() => decodeURIComponent(page.url())).toContain(fragment)
}

describe('filters on a category: 750 gold rings in size 54 under 2,000 and one of them opened', () => {
  for (const { lang, device, width } of JOURNEYS) {
    it(`${lang}, ${width}`, async () => {
      const words = WORDS[lang as Lang]
      browser = await openBrowser({ ...(device as Device), locale: words.browserLocale })
      const { page, errors } = browser
      await page.goto(words.category)
      await page.locator('form[data-hydrated="true"]').waitFor()

      await page.getByRole('button', { name: words.open, exact: true }).click()
      const panel = page.getByRole('dialog', { name: words.panel })
      await panel.waitFor()
      await poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true)

      // each choice is a navigation that keeps the panel open; the focus stays on what was chosen
      await panel.getByRole('checkbox', { name: words.gold750 }).check()
      await urlHas(page, 'material=gold750')
      await poll(() => panel.getByRole('checkbox', { name: words.gold750 }).isChecked()).toBe(true)
      await panel.getByRole('checkbox', { name: words.size }).check()
      await urlHas(page, 'size=54')
      await panel.getByLabel(words.priceMax).fill('2000')
      await panel.getByRole('button', { name: words.apply }).click()
      await urlHas(page, 'price=-2000')

      // the button names the count, the live region too, and both match what the listing then shows
      const show = panel.getByTestId('show-results')
      const count = Number(words.show.exec(await show.innerText())?.[1])
      expect(count).toBeGreaterThan(0)
      expect(await panel.getByTestId('filter-result-count').getAttribute('aria-live')).toBe('polite')
      // a value that would show nothing is disabled (silver: the shop has none)
      expect(await panel.getByRole('checkbox', { name: lang === 'de' ? /^Silber/ : /^Silver/ }).isDisabled()).toBe(true)
      expect(await axeProblemsWithin(page, '[data-testid="filter-panel"]')).toEqual([])
      if (width === 'phone') await expectNoSidewaysOverflow(page)
      await show.click()
      await panel.waitFor({ state: 'hidden' })
      await poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.opens)).toBe('filters')

      const cards = page.locator(`main article a[href^="${words.productPrefix}"]`)
      expect(await cards.count()).toBe(count)
      for (const chip of words.chips) expect(await page.getByTestId('chosen-filter').filter({ hasText: chip }).count()).toBe(1)
      if (width === 'phone') await expectNoSidewaysOverflow(page)

      // every result is what was asked for, by the catalogue's own data: a variant in 750 gold and size 54
      const handles = await cards.evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.split('/').pop()!)))
      const { products } = await medusa.store.product.list({ fields: 'handle,+metadata,*variants,+variants.metadata,*variants.options', limit: 500 })
      for (const handle of handles) {
        const product = products.find((p) => p.handle === handle || p.metadata?.handle_en === handle)
        expect(product, handle).toBeDefined()
        const fits = product!.variants?.some((v) => v.metadata?.material === 'gold750' && v.options?.some((option) => option.value === '54'))
        expect(fits, handle).toBe(true)
      }

      // shareable and server-rendered: the filtered address answers with the same results, not indexed, canonical without filters
      const html = await (await page.request.get(page.url())).text()
      expect(html).toContain('<meta name="robots" content="noindex"/>')
      // (English pages name one English country's address as canonical)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"?]*${words.category.replace(/^\/[a-z]{2}/, '')}"`))
      // (a card's link inside its static island, routes/lib/static-island.tsx)
      expect(html.match(new RegExp(`<article[^>]*>\\s*(?:<div>\\s*)?<a[^>]*href="${words.productPrefix}`, 'g'))?.length ?? 0).toBe(count)

      const first = cards.first()
      const href = (await first.getAttribute('href'))!
      await first.click()
      await page.waitForURL(`**${href}`)
      await poll(() => page.locator('h1').count()).toBe(1)
      // the piece is a ring made in 750 gold in size 54
      const text = await page.locator('main').innerText()
      expect(text).toMatch(lang === 'de' ? /Gold 750/ : /750 gold/)
      expect(text).toContain('54')

      // back: the filtered listing, as it was
      await page.goBack()
      await urlHas(page, 'material=gold750&size=54&price=-2000')
      await poll(() => cards.count()).toBe(count)
      expect(errors).toEqual([])
      // four navigations, a product page and the way back: more than one journey's usual limit on a busy host
    }, 240_000)
  }
})
