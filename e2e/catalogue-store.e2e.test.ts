import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const cardLinks = (page: Awaited<ReturnType<typeof openBrowser>>['page']) =>
  page.locator('main article a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
const cardPrices = (page: Awaited<ReturnType<typeof openBrowser>>['page']) =>
  page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => {
      const match = /([\d.]+,\d{2})\s€/.exec(card.textContent ?? '')
      return match ? Number(match[1].replace(/\./g, '').replace(',', '.')) : null
    }),
  )

/** More than one price, each at least the one before. */
const ascending = (prices: number[]) => prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1] <= p)

describe('all products', () => {
  it('pages through 24 products at a time with rel prev/next', async () => {
    browser = await openBrowser()
    const { page, errors } = browser
    await page.goto('/de/store')
    const first = await cardLinks(page)
    expect(first).toHaveLength(24)
    expect(await page.locator('head link[rel="next"]').getAttribute('href')).toMatch(/\/de\/store\?page=2$/)
    await page.locator('main nav a[rel="next"]').click()
    await page.waitForURL('**/de/store?page=2')
    await expect.poll(async () => (await cardLinks(page))[0]).not.toBe(first[0])
    const second = await cardLinks(page)
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((href) => first.includes(href))).toEqual([])
    expect(await page.locator('head link[rel="prev"]').getAttribute('href')).toMatch(/\/de\/store$/)
    expect(errors).toEqual([])
  })

  it('sorts by price ascending across pages, and the order lives in the URL', async () => {
    browser = await openBrowser()
    const { page, errors } = browser
    await page.goto('/de/store')
    await page.locator('main form[data-hydrated="true"] select[name="sort"]').selectOption('price-asc')
    await page.waitForURL('**/de/store?sort=price-asc')
    // the prices read are the value polled, so a failure shows what the cards said
    await expect.poll(async () => (await cardPrices(page)).filter((p): p is number => p !== null)).toSatisfy(ascending)
    const pageOne = (await cardPrices(page)).filter((p): p is number => p !== null)

    await page.locator('main nav a[rel="next"]').click()
    await page.waitForURL('**/de/store?sort=price-asc&page=2')
    const pageTwo = (await cardPrices(page)).filter((p): p is number => p !== null)
    expect(pageTwo.length).toBeGreaterThan(0)
    expect(pageTwo[0]).toBeGreaterThanOrEqual(pageOne[pageOne.length - 1])

    // a shared link opens in the same order, without JavaScript state
    await page.goto('/de/store?sort=price-desc')
    const descending = (await cardPrices(page)).filter((p): p is number => p !== null)
    expect(descending.every((p, i) => i === 0 || descending[i - 1] >= p)).toBe(true)
    expect(await page.locator('main select[name="sort"]').inputValue()).toBe('price-desc')
    expect(errors).toEqual([])
  })

  it('answers a page past the end with the 404 page', async () => {
    browser = await openBrowser()
    const response = await browser.page.goto('/de/store?page=999')
    expect(response?.status()).toBe(404)
  })
})

describe("a card's wishlist heart", () => {
  it('keeps the product by its handle (the page carries no ids), pressed in both languages, and takes it out again', async () => {
    browser = await openBrowser()
    const { page, errors } = browser
    await page.goto('/de/store')
    const card = page.locator('main article').first()
    const handle = (await card.locator('a').first().getAttribute('href'))!.split('/').pop()!
    const heart = card.locator('[data-testid="wishlist-heart"]')
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => page.locator('[data-testid="wishlist-count"]').first().innerText()).toBe('1')
    const [kept] = JSON.parse((await page.evaluate(() => localStorage.getItem('wishlist')))!)
    expect(kept).toMatchObject({ id: expect.stringMatching(/^prod_/), handle, handles: { de: handle } })

    // the English card of the same product shows it kept
    await page.goto('/us/store')
    const english = page.locator(`main article:has(a[href="/us/products/${kept.handles.en}"])`)
    await expect.poll(() => english.locator('[data-testid="wishlist-heart"]').getAttribute('aria-pressed')).toBe('true')
    await english.locator('[data-testid="wishlist-heart"]').click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]')
    expect(errors).toEqual([])
  })
})
