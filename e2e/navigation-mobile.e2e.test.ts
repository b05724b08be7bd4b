import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openBrowser, PHONE, WORKER_URL } from './browser'
import { createGrandchild } from './navigation-categories'
import { networkQuiet } from './network-quiet'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

// the seed has two levels; the third panel needs a grandchild below Ringe › Verlobungsringe
const GRANDCHILD = { name: 'Solitärringe E2E', handle: `solitaerringe-e2e-${Date.now().toString(36)}` }
let removeGrandchild: (() => Promise<void>) | undefined
beforeAll(async () => {
  removeGrandchild = await createGrandchild('verlobungsringe', GRANDCHILD.name, GRANDCHILD.handle)
  // the pages' menu is edge-cached (a minute fresh, then refreshed in the background): wait until a page lists it
  for (let attempt = 0; ; attempt++) {
    const html = await (await fetch(`${WORKER_URL}/de/store?menu-check=${attempt}`)).text()
    if (html.includes(GRANDCHILD.handle)) break
    if (attempt >= 50) throw new Error(`the menu did not list ${GRANDCHILD.handle} after ${attempt} attempts`)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
}, 150_000)
afterAll(async () => removeGrandchild?.())

describe('mobile navigation', () => {
  it('goes three levels deep in the drawer, back and forth, to a category page, and closes after navigating', async () => {
    browser = await openBrowser(PHONE)
    const { page, errors } = browser
    const scripts: string[] = []
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)))
    // a query of its own, so no earlier visit's cached page can answer
    await page.goto(`/de?menu=${GRANDCHILD.handle}`)
    await expectNoSidewaysOverflow(page)
    // the desktop's navigation and country selector are hidden on a phone, and so never fetched before a navigation
    await networkQuiet(page)
    expect(scripts.some((path) => path.includes('/entry-'))).toBe(true)
    expect(scripts.filter((path) => /\/(category-nav|country-selector)-/.test(path))).toEqual([])

    // the desktop navigation is hidden; account and cart stay, the wishlist heart does not show below md
    expect(await page.locator('header nav[aria-label="Hauptnavigation"]').isVisible()).toBe(false)
    expect(await page.getByRole('link', { name: 'Mein Konto' }).first().isVisible()).toBe(true)
    // the cart is a link in the server HTML and becomes a button with the count once hydrated
    const header = page.locator('header')
    const cart = header
      .getByRole('link', { name: /^Warenkorb/ })
      .or(header.getByRole('button', { name: /^Warenkorb/ }))
      .first()
    await expect.poll(() => cart.isVisible()).toBe(true)

    // includeHidden: the open (modal) drawer hides the rest of the page from the accessibility tree
    const menuButton = page.getByRole('button', { name: 'Menü öffnen', includeHidden: true })
    // the categories are asked for as the finger touches down, beside the drawer's code, not after it
    const order: string[] = []
    page.on('request', (request) => void (new URL(request.url()).pathname === '/api/categories/de/menu' && order.push('categories asked')))
    page.on('requestfinished', (request) => void (/\/mobile-drawer-[^/]*\.js$/.test(new URL(request.url()).pathname) && order.push('drawer code loaded')))
    await menuButton.tap()
    const drawer = page.getByRole('dialog', { name: 'Menü' })
    await expect.poll(() => drawer.isVisible()).toBe(true)
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true')
    await expectNoSidewaysOverflow(page, 'menu')

    // level 0 → 1
    await drawer.getByRole('button', { name: 'Ringe: Unterkategorien', exact: true }).click()
    expect(order).toEqual(['categories asked', 'drawer code loaded'])
    const level1Back = drawer.getByRole('button', { name: 'Zurück zu Menü' })
    await expect.poll(() => level1Back.isVisible()).toBe(true)
    expect(await drawer.getByRole('link', { name: /alle Ringe ansehen/i }).getAttribute('href')).toBe('/de/kategorien/ringe')

    // level 1 → 2, back to 1, and to 2 again
    await drawer.getByRole('button', { name: 'Verlobungsringe: Unterkategorien', exact: true }).click()
    const level2Back = drawer.getByRole('button', { name: 'Zurück zu Ringe' })
    await expect.poll(() => level2Back.isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Zurück zu Ringe')
    await level2Back.click()
    await expect.poll(() => level1Back.isVisible()).toBe(true)
    // the panel that slid away is inert: its links can be neither focused nor clicked
    expect(await drawer.locator('a', { hasText: GRANDCHILD.name }).evaluate((link) => link.closest('[inert]') !== null)).toBe(true)
    await drawer.getByRole('button', { name: 'Verlobungsringe: Unterkategorien', exact: true }).click()

    const grandchild = drawer.getByRole('link', { name: GRANDCHILD.name })
    await expect.poll(() => grandchild.isVisible()).toBe(true)
    await expectNoSidewaysOverflow(page, 'menu, third level')
    await grandchild.click()
    await page.waitForURL(`**/de/kategorien/${GRANDCHILD.handle}`)
    await expect.poll(() => page.locator('h1').textContent()).toBe(GRANDCHILD.name)
    await expect.poll(() => drawer.count()).toBe(0)
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    await expectNoSidewaysOverflow(page)
    expect(errors).toEqual([])
  })

  it('shows Login and Registrieren to anonymous visitors and closes on a link to the current page', async () => {
    browser = await openBrowser(PHONE)
    const { page, errors } = browser
    await page.goto('/de/store')
    await expectNoSidewaysOverflow(page)
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menü' })
    await expect.poll(() => drawer.isVisible()).toBe(true)
    await expectNoSidewaysOverflow(page, 'menu')
    expect(await drawer.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/de/login')
    expect(await drawer.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe('/de/register')
    expect(await drawer.getByRole('button', { name: 'Abmelden' }).count()).toBe(0)

    await drawer.getByRole('link', { name: 'Alle Produkte' }).click()
    await expect.poll(() => drawer.count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/de/store')
    expect(errors).toEqual([])
  })
})
