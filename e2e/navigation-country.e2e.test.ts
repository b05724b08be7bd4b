import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser, PHONE } from './browser'
import { storeCategory } from './navigation-categories'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const EURO = /\d[\d.]*,\d{2}\s€/
const DOLLAR = /\$\d[\d,]*\.\d{2}/

describe('country selector', () => {
  it('opens on hover and switches to the same category in English with US prices', async () => {
    browser = await openBrowser({ viewport: { width: 1280, height: 900 } })
    const { page, errors } = browser
    const rings = await storeCategory('ringe')
    const englishHandle = String(rings.metadata?.handle_en)

    await page.goto('/de/kategorien/ringe')
    await expect.poll(() => page.locator('main').innerText()).toMatch(EURO)
    const trigger = page.getByRole('button', { name: 'Lieferung nach: Deutschland', exact: true })

    await trigger.hover()
    const popover = page.getByRole('dialog', { name: 'Lieferland wählen' })
    await expect.poll(() => popover.isVisible()).toBe(true)
    // the list arrives after the popover opens (a skeleton until then)
    await expect.poll(() => popover.locator('button[data-country]').count()).toBeGreaterThan(0)
    const names = await popover.locator('button[data-country]').allTextContents()
    // every country of every region, sorted by its German name
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')))
    expect(names).toContain('Vereinigte Staaten')
    expect(names).toContain('Schweiz')
    const flag = popover.locator('button[data-country="us"] img')
    expect(await flag.getAttribute('src')).toBe('/assets/flags/us.svg')
    expect(await flag.getAttribute('alt')).toBe('')
    // the flags are files of the build, loaded once the list shows
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    await popover.getByRole('button', { name: 'Vereinigte Staaten' }).click()
    await page.waitForURL(`**/us/categories/${englishHandle}`)
    await expect.poll(() => page.locator('h1').textContent()).toBe(String(rings.metadata?.name_en))
    const main = await page.locator('main').innerText()
    expect(main).toMatch(DOLLAR)
    expect(main).not.toMatch(/€/)
    expect(await page.getByRole('button', { name: 'Deliver to: United States', exact: true }).count()).toBe(1)
    expect(errors).toEqual([])
  })

  it('works from the keyboard: Enter opens it on the current country, letters and Enter choose', async () => {
    browser = await openBrowser({ viewport: { width: 1280, height: 900 } })
    const { page, errors } = browser
    await page.goto('/us/categories/rings')
    const trigger = page.getByRole('button', { name: 'Deliver to: United States', exact: true })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const popover = page.getByRole('dialog', { name: 'Choose the delivery country' })
    await expect.poll(() => popover.isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.country)).toBe('us')

    await page.keyboard.press('Escape')
    await expect.poll(() => popover.count()).toBe(0)
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true)

    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.country)).toBe('us')
    await page.keyboard.press('Home')
    await page.keyboard.press('g')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.country)).toBe('de')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/de/kategorien/ringe')
    await expect.poll(() => page.locator('main').innerText()).toMatch(EURO)
    expect(errors).toEqual([])
  })

  it('in the mobile menu: choosing a country closes the menu and loads the page there', async () => {
    browser = await openBrowser(PHONE)
    const { page, errors } = browser
    await page.goto('/de/store')
    await expectNoSidewaysOverflow(page)
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menü' })
    await drawer.getByRole('button', { name: 'Lieferung nach: Deutschland', exact: true }).click()
    await drawer.getByRole('button', { name: 'Österreich' }).waitFor()
    await expectNoSidewaysOverflow(page, 'the country list in the menu')
    await drawer.getByRole('button', { name: 'Österreich' }).click()
    await expect.poll(() => drawer.count()).toBe(0)
    await page.waitForURL('**/at/store')
    await expect.poll(() => page.locator('main').innerText()).toMatch(EURO)
    await expectNoSidewaysOverflow(page)
    expect(errors).toEqual([])
  })
})
