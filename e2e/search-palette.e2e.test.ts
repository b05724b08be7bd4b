import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

/** Until React has hydrated the header, the search button is a plain link to the results page. */
async function untilHydrated(page: Awaited<ReturnType<typeof openBrowser>>['page']) {
  await page.waitForFunction(() => [...document.querySelectorAll('a[aria-haspopup="dialog"]')].every((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))))
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
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toMatch(/Produkte für „verlobngsring“ \(\d+ Ergebnisse\)/)
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
    await page.keyboard.press('/')
    const input = page.getByPlaceholder('Search for products')
    await input.waitFor()
    await page.keyboard.type('engagement ring')
    await expect.poll(() => page.getByRole('dialog').textContent(), { timeout: 10_000 }).toMatch(/Products for “engagement ring” \(\d+ results\)/)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await page.keyboard.press('Control+k')
    await input.waitFor()
    expect(await input.inputValue()).toBe('')
    await page.keyboard.type('pearl')
    await page.getByTestId('palette-hit').first().waitFor({ timeout: 10_000 })
    // the first entry is 'Show all results for …', the next the best hit
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/us\/products\//)
    expect(errors).toEqual([])
  })

  it("on a phone: full screen, 'Alle Ergebnisse anzeigen' leads to the results page, which pages 24 at a time", async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } })
    const { page, errors } = browser
    await page.goto('/de')
    await untilHydrated(page)
    await page.getByRole('link', { name: 'Shop durchsuchen' }).first().click()
    await page.getByPlaceholder('Suche nach Produkten').fill('ring')
    const box = await page.getByRole('dialog').boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(389)
    await page.getByTestId('palette-hit').first().waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Alle Ergebnisse anzeigen' }).click()
    await page.waitForURL(/\/de\/suche\?s=ring$/)
    await expect.poll(() => page.getByTestId('search-hit').count()).toBeGreaterThan(0)
    expect(await page.getByTestId('search-hit').count()).toBeLessThanOrEqual(24)
    expect(await page.locator('h1').innerText()).toBe('Ergebnisse für „ring“')
    expect(errors).toEqual([])
  })
})
