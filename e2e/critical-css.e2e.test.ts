import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, DESKTOP_CHROME, openBrowser, PHONE, WORKER_URL, type Device } from './browser'
import { allProducts } from './medusa'

/**
 * A page inlines only the stylesheet's rules its own HTML uses (worker/ssr/critical-css.ts), and the whole
 * stylesheet follows after the largest paint. Property: the first paint with those rules alone looks exactly like
 * the page with the whole stylesheet — every element's box and the styles a visitor sees. Scripts are held back in
 * both loads, so both show the HTML as the server wrote it.
 */

const STYLES = ['display', 'position', 'color', 'background-color', 'font-size', 'font-weight', 'font-family', 'line-height', 'margin', 'padding', 'border-width', 'border-color', 'border-radius', 'visibility', 'opacity', 'gap', 'grid-template-columns', 'flex-direction', 'justify-content', 'align-items', 'text-decoration-line', 'text-transform', 'overflow', 'z-index', 'box-shadow', 'transform', 'object-fit', 'aspect-ratio'] as const

async function snapshot(page: Page) {
  return page.evaluate((styles) => {
    const path = (element: Element) => {
      const parts: string[] = []
      for (let node: Element | null = element; node && node.id !== 'root'; node = node.parentElement) parts.unshift(`${node.tagName.toLowerCase()}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`)
      return parts.join('>')
    }
    return [...document.querySelectorAll('#root *')].map((element) => {
      const box = element.getBoundingClientRect()
      const computed = getComputedStyle(element)
      const seen = styles.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';')
      return `${path(element)} [${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}] ${seen}`
    })
  }, STYLES as unknown as string[])
}

/** The page as the server wrote it, with the whole stylesheet or with the inlined rules alone (`spoil` tests this test). */
async function firstPaint(page: Page, path: string, whole: boolean, spoil?: string) {
  await page.unroute('**/*')
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url())
    const isScript = url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')
    const isWholeStylesheet = /^\/assets\/styles-[^/]+\.css$/.test(url.pathname)
    return isScript || (isWholeStylesheet && !whole) ? route.abort() : route.continue()
  })
  const loaded = page.waitForResponse((response) => /\/assets\/icons-[^/]+\.css$/.test(new URL(response.url()).pathname))
  // the frame's own navigation: page.goto would wait for the scripts held back here (e2e/browser.ts)
  await page.mainFrame().goto(new URL(path, WORKER_URL).href, { waitUntil: 'load' })
  await loaded
  await page.waitForFunction((whole) => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet || (!whole && link.href.includes('/assets/styles-'))), whole)
  await page.evaluate(() => document.fonts.ready)
  if (spoil) await page.evaluate((rule) => document.querySelector('style')!.sheet!.deleteRule([...document.querySelector('style')!.sheet!.cssRules].findIndex((one) => one.cssText.startsWith(rule))), spoil)
  return snapshot(page)
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as [string, Device][])('the inlined rules alone paint each page as the whole stylesheet does (%s)', (_, device) => {
  let browser: Awaited<ReturnType<typeof openBrowser>>
  let product: string
  beforeAll(async () => {
    browser = await openBrowser({ ...device, userAgent: device.userAgent ?? DESKTOP_CHROME })
    product = `/de/produkte/${(await allProducts())[0]!.handle}`
  })
  afterAll(async () => browser.close())

  it.each(['/de', '/de/kategorien/ringe', 'product', '/us', '/de/cart', '/de/login', '/de/contact', '/de/suche?q=ring', '/de/gibt-es-nicht'])('%s', async (where) => {
    const path = where === 'product' ? product : where
    const whole = await firstPaint(browser.page, path, true)
    const inlined = await firstPaint(browser.page, path, false)
    expect(whole.length).toBeGreaterThan(50)
    const differences = inlined.flatMap((line, i) => (line === whole[i] ? [] : [`inlined: ${line}\nwhole:   ${whole[i]}`]))
    expect(differences.slice(0, 3)).toEqual([])
    expect(inlined.length).toBe(whole.length)
  })

  it('sees a rule that the inlined ones lack', async () => {
    const whole = await firstPaint(browser.page, '/de', true)
    const spoilt = await firstPaint(browser.page, '/de', false, '.flex {')
    expect(spoilt.filter((line, i) => line !== whole[i]).length).toBeGreaterThan(10)
  })
})
