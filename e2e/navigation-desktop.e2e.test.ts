import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'
import { storeCategory } from './navigation-categories'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

/** The document position of an element's top edge (independent of scrolling). */
const documentTop = (selector: string) => `document.querySelector('${selector}').getBoundingClientRect().top + window.scrollY` as const

describe('desktop header and navigation', () => {
  it('opens a category submenu from xl; the overlay, Escape and a link close it', async () => {
    browser = await openBrowser({ viewport: { width: 1280, height: 900 } })
    const { page, errors } = browser
    const rings = await storeCategory('ringe')
    await page.goto('/de/kategorien/ringe')

    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    const button = nav.getByRole('button', { name: 'Ringe', exact: true })
    await button.click()
    const submenu = page.locator(`#submenu-${rings.handle}`)
    await expect.poll(() => submenu.isVisible()).toBe(true)
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    const viewAll = submenu.getByRole('link', { name: /alle Ringe ansehen/i })
    expect(await viewAll.getAttribute('href')).toBe('/de/kategorien/ringe')
    const children = await submenu.locator('ul a').allTextContents()
    expect(children.length).toBeGreaterThan(0)

    // the dim overlay closes it
    const overlay = page.locator('div.fixed.inset-0[aria-hidden="true"]')
    expect(await overlay.count()).toBe(1)
    await page.mouse.click(640, 800)
    await expect.poll(() => submenu.count()).toBe(0)
    expect(await overlay.count()).toBe(0)
    expect(await button.getAttribute('aria-expanded')).toBe('false')

    // Escape closes it and gives focus back to the button
    await button.click()
    await expect.poll(() => submenu.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => submenu.count()).toBe(0)
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)

    // a child link navigates client-side and closes the submenu
    await button.click()
    const child = submenu.locator('ul a').first()
    const childName = (await child.textContent())!.trim()
    const href = (await child.getAttribute('href'))!
    expect(href).toMatch(/^\/de\/kategorien\//)
    await child.click()
    await page.waitForURL(`**${href}`)
    await expect.poll(() => page.locator('h1').textContent()).toBe(childName)
    expect(await page.locator('[id^="submenu-"]').count()).toBe(0)
    expect(await overlay.count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('shows product categories as plain links between md and xl', async () => {
    browser = await openBrowser({ viewport: { width: 1100, height: 900 } })
    const { page, errors } = browser
    await page.goto('/de')
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    expect(await nav.getByRole('button', { name: 'Ringe', exact: true }).count()).toBe(0)
    const link = nav.getByRole('link', { name: 'Ringe', exact: true })
    await link.click()
    await page.waitForURL('**/de/kategorien/ringe')
    expect(await page.locator('[id^="submenu-"]').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('shrinks header and logo after 40 px of scrolling without moving the content', async () => {
    browser = await openBrowser({ viewport: { width: 1280, height: 900 } })
    const { page, errors } = browser
    await page.goto('/de/store')
    const header = page.locator('header[data-scrolled]')
    expect(await header.getAttribute('data-scrolled')).toBe('false')
    const before = { height: (await header.boundingBox())!.height, main: Number(await page.evaluate(documentTop('main'))) }

    await page.evaluate(() => window.scrollTo(0, 30))
    await page.waitForFunction(() => window.scrollY === 30)
    expect(await header.getAttribute('data-scrolled')).toBe('false')

    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true')
    // the shrink is animated: wait until it has settled
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThanOrEqual(before.height - 16)
    expect((await header.boundingBox())!.y).toBe(0)
    // sub-pixel rounding of the scaled logo aside, the content stays where it was
    expect(Number(await page.evaluate(documentTop('main')))).toBeCloseTo(before.main, 0)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false')
    await expect.poll(async () => (await header.boundingBox())!.height).toBe(before.height)
    expect(errors).toEqual([])
  })

  it('shows the wishlist heart with its count only when the stored wishlist has items', async () => {
    browser = await openBrowser({ viewport: { width: 1280, height: 900 } })
    const { page, context, errors } = browser
    await page.goto('/de')
    const heart = page.getByRole('link', { name: /^Merkzettel: \d+ Artikel$/ })
    expect(await heart.count()).toBe(0)

    await context.addInitScript(() => localStorage.setItem('wishlist', JSON.stringify([{ id: 'prod_a' }, { id: 'prod_b' }])))
    const html = await (await page.request.get('/de')).text()
    // the server's (cacheable) HTML never carries a visitor's wishlist
    expect(html).not.toContain('Merkzettel: 2 Artikel')
    await page.reload()
    await expect.poll(() => heart.count()).toBe(1)
    expect(await heart.getAttribute('aria-label')).toBe('Merkzettel: 2 Artikel')
    expect((await heart.textContent())!.trim()).toBe('2')
    expect(await heart.getAttribute('href')).toBe('/de/wishlist')
    expect(errors).toEqual([])
  })

  it('publishes the build version the open pages poll', async () => {
    browser = await openBrowser()
    const response = await browser.page.request.get('/builds/latest.json')
    expect(response.ok()).toBe(true)
    const body = (await response.json()) as { version: unknown }
    expect(typeof body.version).toBe('string')
    expect(String(body.version).length).toBeGreaterThan(4)
  })
})
