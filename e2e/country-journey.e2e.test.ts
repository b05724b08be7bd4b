import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'
import { allProducts, collectionProducts } from './medusa'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

describe('a visitor from Germany, then from the US', () => {
  it('lands on /de with seeded products in EUR, and on /us with English segments and USD', async () => {
    browser = await openBrowser()
    const { page, errors } = browser
    const seeded = await collectionProducts('neuigkeiten')

    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/de')
    const germanTitles = seeded.map((p) => p.title)
    const shownGerman = await page.locator('main a[href^="/de/produkte/"]').allInnerTexts()
    expect(shownGerman.some((text) => germanTitles.some((title) => text.includes(title!)))).toBe(true)
    await expect.poll(() => page.locator('main').innerText()).toMatch(/\d[\d.]*,\d{2}\s€/)

    await page.goto('/us')
    expect(new URL(page.url()).pathname).toBe('/us')
    const englishLinks = page.locator('main a[href^="/us/products/"]')
    expect(await englishLinks.count()).toBeGreaterThan(0)
    expect(await page.locator('main a[href^="/us/produkte/"]').count()).toBe(0)
    const mainText = await page.locator('main').innerText()
    expect(mainText).toMatch(/\$\d[\d,]*\.\d{2}/)
    expect(mainText).not.toMatch(/€/)
    const englishTitles = seeded.map((p) => String(p.metadata?.title_en))
    const shownEnglish = await englishLinks.allInnerTexts()
    expect(shownEnglish.some((text) => englishTitles.some((title) => text.includes(title)))).toBe(true)

    // Client-side navigation to an English product page keeps the English segment and the translated handle.
    const href = (await englishLinks.first().getAttribute('href'))!
    const englishHandle = href.split('/').pop()!
    const product = (await allProducts()).find((p) => p.metadata?.handle_en === englishHandle)
    expect(product, `no product has the English handle ${englishHandle}`).toBeDefined()
    await englishLinks.first().click()
    await page.waitForURL(`**${href}`)
    await expect.poll(() => page.locator('h1').innerText()).toContain(String(product!.metadata!.title_en))
    expect(errors).toEqual([])
  })
})
