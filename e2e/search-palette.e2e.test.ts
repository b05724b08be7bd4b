import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { adminApi } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { createSearchProducts, deleteProducts, untilSearchable } from './search-products'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

/** Words no seeded product has, far apart from one run to the next (the engine forgives two typos). */
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`
const created: string[] = []
afterAll(async () => deleteProducts(await adminApi(), created))

/** Until React has hydrated the header, the search button is a plain link to the results page. */
async function untilHydrated(page: Awaited<ReturnType<typeof openBrowser>>['page']) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('a[aria-haspopup="dialog"]')].every((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))),
  )
  // the keyboard shortcuts come with a chunk fetched while the page hydrates
  await page.locator('body[data-search-shortcuts="on"]').waitFor({ state: 'attached' })
}
const button = 'a[aria-haspopup="dialog"]'

describe('the header search palette in Chromium', () => {
  it('German: opens with the button, finds a typo, shows the group count, chooses a hit', async () => {
    browser = await openBrowser()
    const { page, errors } = browser
    await page.goto('/de')
    await untilHydrated(page)
    await page.locator(button).last().click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect.poll(() => dialog.textContent()).toContain('Geben Sie einen Suchbegriff ein')
    await page.getByPlaceholder('Suche nach Produkten').fill('verlobngsring')
    await expect.poll(() => dialog.textContent()).toMatch(/Produkte für "verlobngsring" \(\d+ Ergebnisse\)/)
    // screen readers hear the count
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/^\d+ Ergebnisse$/)
    const first = page.getByTestId('palette-hit').first()
    expect(await first.textContent()).toMatch(/Verlobungsring/)
    expect(await first.locator('mark').count()).toBeGreaterThan(0)
    await first.click()
    await page.waitForURL(/\/de\/produkte\//)
    await expect.poll(() => dialog.count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('English, keyboard: / opens, Escape closes and clears the query, Ctrl-K reopens, arrows and Enter choose', async () => {
    browser = await openBrowser({ locale: 'en-US' })
    const { page, errors } = browser
    await page.goto('/us')
    await untilHydrated(page)
    // keyboard focus on the search button is intent: the palette's chunk loads before it is opened
    const chunk = page.waitForRequest((request) => /\/assets\/search-palette-[^/]+\.js$/.test(request.url()))
    await page.locator(button).last().focus()
    await chunk
    await page.keyboard.press('/')
    const input = page.getByPlaceholder('Search for products')
    await input.waitFor()
    await page.keyboard.type('engagement ring')
    await expect.poll(() => page.getByRole('dialog').textContent()).toMatch(/Products for “engagement ring” \(\d+ results\)/)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await page.keyboard.press('Control+k')
    await input.waitFor()
    expect(await input.inputValue()).toBe('')
    await page.keyboard.type('pearl')
    await page.getByTestId('palette-hit').first().waitFor()
    // the first entry is 'Show all results for …', the next the best hit
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/us\/products\//)
    expect(errors).toEqual([])
  })

  it('groups the hits by collection on request, both languages, and remembers the choice in groupedsearch', async () => {
    const api = await adminApi()
    // not the sale collection: every piece there is on sale (the catalogue's tests read it)
    const { collections: all } = await api.admin.productCollection.list({ limit: 10, order: 'title' })
    const collections = all.filter((collection) => collection.handle !== 'angebote')
    expect(collections.length).toBeGreaterThanOrEqual(2)
    const [first, second] = collections as [(typeof all)[number], (typeof all)[number]]
    const word = unique('Gruppenring')
    created.push(
      ...(await createSearchProducts(api, [
        { title: `${word} Eins`, handle: `${word.toLowerCase()}-1`, collectionId: first.id, prices: [990, 1490] },
        { title: `${word} Zwei`, handle: `${word.toLowerCase()}-2`, collectionId: second.id },
        { title: `${word} Drei`, handle: `${word.toLowerCase()}-3`, collectionId: first.id },
      ])),
    )
    await untilSearchable(word.toLowerCase(), 3)
    browser = await openBrowser()
    const { page, errors } = browser
    await page.goto('/de')
    await untilHydrated(page)
    await page.locator(button).last().click()
    await page.getByPlaceholder('Suche nach Produkten').fill(word)
    await expect.poll(() => page.getByTestId('palette-hit').count()).toBe(3)
    // one list with the collection as a suffix; the piece with two prices says "ab"
    expect(await page.getByTestId('palette-group').count()).toBe(0)
    const eins = page.getByTestId('palette-hit').filter({ hasText: `${word} Eins` })
    expect(await eins.textContent()).toMatch(/ab\s990,00\s€/)
    expect(await eins.textContent()).toContain(first.title)
    const toggle = page.getByRole('button', { name: 'Nach Kollektion gruppieren' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await toggle.click()
    const groups = page.getByTestId('palette-group')
    await expect.poll(() => groups.count()).toBe(2)
    // each group headed by its collection's title, with its own pieces (the order follows the best hit)
    const sizes = async (of: typeof page) => {
      const found: Record<string, number> = {}
      for (const group of await of.getByTestId('palette-group').all())
        found[(await group.locator('[cmdk-group-heading]').textContent()) ?? ''] = await group.getByTestId('palette-hit').count()
      return found
    }
    expect(await sizes(page)).toEqual({ [first.title]: 2, [second.title]: 1 })
    // in a group, the heading names the collection: no suffix on the hits
    expect(await groups.getByTestId('palette-hit').filter({ hasText: first.title }).count()).toBe(0)
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await page.evaluate(() => localStorage.getItem('groupedsearch'))).toBe('true')
    // the choice outlives the page: after a reload the palette opens grouped, and the keyboard still walks the hits
    await page.keyboard.press('Escape')
    await page.reload()
    await untilHydrated(page)
    await page.keyboard.press('Control+k')
    await page.getByPlaceholder('Suche nach Produkten').fill(word)
    await expect.poll(() => groups.count()).toBe(2)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/de/produkte/${word.toLowerCase()}-[123]$`))
    expect(errors).toEqual([])
    await browser.close()

    browser = await openBrowser({ locale: 'en-US' })
    const en = browser.page
    await en.goto('/us')
    await untilHydrated(en)
    await en.keyboard.press('/')
    await en.getByPlaceholder('Search for products').fill(word)
    await expect.poll(() => en.getByTestId('palette-hit').count()).toBe(3)
    expect(await en.getByTestId('palette-hit').filter({ hasText: 'Eins' }).textContent()).toMatch(/from \$990\.00/)
    await en.getByRole('button', { name: 'Group by collection' }).click()
    await expect.poll(() => en.getByTestId('palette-group').count()).toBe(2)
    const english = (collection: typeof first) => (collection.metadata?.title_en as string | undefined) ?? collection.title
    expect(await sizes(en)).toEqual({ [english(first)]: 2, [english(second)]: 1 })
    expect(await en.evaluate(() => localStorage.getItem('groupedsearch'))).toBe('true')
    expect(browser.errors).toEqual([])
  })

  it("on a phone: full screen, 'Alle Ergebnisse anzeigen' leads to the results page, which pages 24 at a time", async () => {
    const api = await adminApi()
    const word = unique('Seitenring')
    // 25 pieces sharing a word, created in one batch as an import would: one full page of 24 and one more
    created.push(
      ...(await createSearchProducts(
        api,
        Array.from({ length: 25 }, (_, i) => ({ title: `${word} Nummer ${i + 1}`, handle: `${word.toLowerCase()}-${i + 1}` })),
      )),
    )
    await untilSearchable(word.toLowerCase(), 25)
    browser = await openBrowser(PHONE)
    const { page, errors } = browser
    await page.goto('/de')
    await untilHydrated(page)
    await expectNoSidewaysOverflow(page, 'home')
    await page.getByRole('link', { name: 'Shop durchsuchen' }).first().click()
    await page.getByPlaceholder('Suche nach Produkten').fill(word)
    const box = await page.getByRole('dialog').boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(389)
    await page.getByTestId('palette-hit').first().waitFor()
    await expectNoSidewaysOverflow(page, 'palette')
    // 10 hits per search (PALETTE_HITS), the count of all of them in the header
    expect(await page.getByTestId('palette-hit').count()).toBe(10)
    expect(await page.getByRole('dialog').textContent()).toContain(`Produkte für "${word}" (25 Ergebnisse)`)
    await page.getByRole('button', { name: 'Alle Ergebnisse anzeigen' }).click()
    await page.waitForURL(new RegExp(`/de/suche\\?s=${word}$`))
    expect(await page.locator('h1').innerText()).toBe(`Ergebnisse für "${word}"`)
    await expect.poll(() => page.getByTestId('search-hit').count()).toBe(24)
    await expectNoSidewaysOverflow(page, 'results')
    const pager = page.getByRole('navigation', { name: 'Seitennavigation' })
    await pager.getByRole('link', { name: 'Seite 2' }).click()
    await page.waitForURL(new RegExp(`/de/suche\\?s=${word}&page=2$`))
    await expect.poll(() => page.getByTestId('search-hit').count()).toBe(1)
    expect(await pager.locator('[aria-current="page"]').innerText()).toMatch(/2$/)
    await expectNoSidewaysOverflow(page, 'results, page 2')
    expect(errors).toEqual([])
  })

  it('shows a product titled <img src=x onerror=alert(1)> as text in the palette', async () => {
    const api = await adminApi()
    const word = unique('Kreuzzeichen')
    const title = `<img src=x onerror=alert(1)> ${word}`
    created.push(...(await createSearchProducts(api, [{ title, handle: word.toLowerCase() }])))
    await untilSearchable(word.toLowerCase(), 1)
    browser = await openBrowser()
    const { page, errors } = browser
    const dialogs: string[] = []
    page.on('dialog', (alert) => {
      dialogs.push(alert.message())
      void alert.dismiss()
    })
    await page.goto('/de')
    await untilHydrated(page)
    await page.locator(button).last().click()
    await page.getByPlaceholder('Suche nach Produkten').fill(word)
    const hit = page.getByTestId('palette-hit').first()
    await hit.waitFor()
    expect(await hit.textContent()).toContain(title)
    // the matched word is marked, the markup around it is text
    expect(await hit.locator('mark').first().textContent()).toBe(word)
    expect(await page.getByRole('dialog').locator('img[src="x"]').count()).toBe(0)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
  })

  it('on a phone: titles of a series wrap to two lines, so what tells the pieces apart shows; longer ones stop at two', async () => {
    const api = await adminApi()
    const word = unique('Lumiere')
    // a series: the titles share their start and differ at the end, beyond what one line holds on a phone
    const series = [`${word} Verlobungsring Solitär 0,50 ct`, `${word} Verlobungsring Solitär 0,70 ct`]
    const long = `${word} Verlobungsring Solitär mit Brillant im Krappenchaton aus Weißgold 750, Ringschiene massiv, 1,00 ct`
    created.push(
      ...(await createSearchProducts(
        api,
        [...series, long].map((title, i) => ({ title, handle: `${word.toLowerCase()}-${i + 1}` })),
      )),
    )
    await untilSearchable(word.toLowerCase(), 3)
    browser = await openBrowser(PHONE)
    const { page, errors } = browser
    await page.goto('/de')
    await untilHydrated(page)
    await page.getByRole('link', { name: 'Shop durchsuchen' }).first().click()
    await page.getByPlaceholder('Suche nach Produkten').fill(word)
    await expect.poll(() => page.getByTestId('palette-hit').count()).toBe(3)
    const lines = (title: string) =>
      page
        .getByTestId('palette-hit')
        .filter({ hasText: title })
        .getByTestId('palette-hit-title')
        .evaluate((element) => ({
          lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
          hidden: element.scrollHeight > element.clientHeight + 1,
        }))
    for (const title of series) expect(await lines(title), title).toEqual({ lines: 2, hidden: false })
    expect((await lines(long)).lines).toBe(2)
    await expectNoSidewaysOverflow(page, 'palette with long titles')
    expect(errors).toEqual([])
  })

  it("nothing found: the message and exactly one 'Alle Ergebnisse anzeigen' (German, desktop) / 'Show all results' (English, phone)", async () => {
    const nothing = unique('Qxzvw')
    for (const [options, country, placeholder, all, none] of [
      [{}, 'de', 'Suche nach Produkten', 'Alle Ergebnisse', `Keine Produkte für "${nothing}" gefunden`],
      [{ ...PHONE, locale: 'en-US' }, 'us', 'Search for products', 'Show all results', `No products found for “${nothing}”`],
    ] as const) {
      browser = await openBrowser(options)
      const { page, errors } = browser
      await page.goto(`/${country}`)
      await untilHydrated(page)
      // (a phone has the search button of the header's second row)
      await page.locator(`${button}:visible`).first().click()
      await page.getByPlaceholder(placeholder).fill(nothing)
      const dialog = page.getByRole('dialog')
      await expect.poll(() => dialog.innerText()).toContain(none)
      expect(await dialog.getByText(all).count(), country).toBe(1)
      expect(await dialog.getByRole('button', { name: all }).isVisible()).toBe(true)
      // typing on finds again: the entry for all results is back above the hits
      await page.getByPlaceholder(placeholder).fill(country === 'de' ? 'Ring' : 'ring')
      await page.getByTestId('palette-hit').first().waitFor()
      expect(await dialog.getByRole('option', { name: new RegExp(all) }).count()).toBe(1)
      expect(errors).toEqual([])
      await browser.close()
      browser = undefined
    }
  })
})
