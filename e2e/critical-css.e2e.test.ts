import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, DESKTOP_CHROME, type Device, openBrowser, PHONE, WORKER_URL } from './browser'
import { allProducts } from './medusa'

/**
 * A page inlines only the rules of its first paint (worker/ssr/critical-css.ts): those its HTML can use outside the
 * insides of the sections that wait for the whole stylesheet (`below-fold`, `styled-later`), without pointer states
 * and transitions. The whole stylesheet follows after the largest paint, and those sections are rendered only once
 * it is there. Properties: the first paint with the inlined rules alone looks exactly like the page with the whole
 * stylesheet — every element's box and the styles a visitor sees — and the waiting sections wait for it.
 */

const STYLES = [
  'display',
  'position',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-family',
  'line-height',
  'margin',
  'padding',
  'border-width',
  'border-color',
  'border-radius',
  'visibility',
  'opacity',
  'gap',
  'grid-template-columns',
  'flex-direction',
  'justify-content',
  'align-items',
  'text-decoration-line',
  'text-transform',
  'overflow',
  'z-index',
  'box-shadow',
  'transform',
  'object-fit',
  'aspect-ratio',
  'content-visibility',
] as const

/** Every element the first paint shows: all but the insides of the sections that wait for the whole stylesheet. */
async function snapshot(page: Page) {
  return page.evaluate(
    (styles) => {
      const path = (element: Element) => {
        const parts: string[] = []
        for (let node: Element | null = element; node && node.id !== 'root'; node = node.parentElement)
          parts.unshift(`${node.tagName.toLowerCase()}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`)
        return parts.join('>')
      }
      return [...document.querySelectorAll('#root *')]
        .filter((element) => !element.parentElement?.closest('.below-fold, .styled-later'))
        .map((element) => {
          const box = element.getBoundingClientRect()
          const computed = getComputedStyle(element)
          const seen = styles.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';')
          return `${path(element)} [${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}] ${seen}`
        })
    },
    STYLES as unknown as string[],
  )
}

const WHOLE_STYLESHEET = /\/assets\/styles-[^/]+\.css$/

/**
 * The page as the server wrote it, as it first paints: its loader left out (so nothing else loads and the sections
 * below the fold stay waiting), the icon masks linked, and the whole stylesheet linked too when `whole`. `spoil`
 * deletes an inlined rule (this test's own test).
 */
async function firstPaint(page: Page, path: string, whole: boolean, spoil?: string) {
  const url = new URL(path, WORKER_URL).href
  await page.unroute('**/*')
  await page.route('**/*', async (route: Route) => {
    if (route.request().url() !== url) return route.request().url().endsWith('.js') ? route.abort() : route.continue()
    const response = await route.fetch()
    const html = await response.text()
    const links = [...html.matchAll(/<noscript><link rel="stylesheet" href="([^"]+)"\/><link rel="stylesheet" href="([^"]+)"\/>/g)][0]!
    const [wholeSheet, icons] = [links[1]!, links[2]!]
    expect(wholeSheet).toMatch(WHOLE_STYLESHEET)
    const linked = `${whole ? `<link rel="stylesheet" href="${wholeSheet}"/>` : ''}<link rel="stylesheet" href="${icons}"/></head>`
    const body = html.replace(/<script data-entry[^>]*>[\s\S]*?<\/script>/, '').replace('</head>', linked)
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name)),
    )
    return route.fulfill({ status: response.status(), headers, body })
  })
  // the frame's own navigation: without the loader there are no scripts for page.goto to wait for (e2e/browser.ts)
  await page.mainFrame().goto(url, { waitUntil: 'load' })
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet))
  await page.evaluate(() => document.fonts.ready)
  if (spoil)
    await page.evaluate(
      (rule) =>
        document
          .querySelector('style')!
          .sheet!.deleteRule([...document.querySelector('style')!.sheet!.cssRules].findIndex((one) => one.cssText.startsWith(rule))),
      spoil,
    )
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

  it.each([
    '/de',
    '/de/kategorien/ringe',
    'product',
    '/us',
    '/de/store',
    '/de/cart',
    '/de/login',
    '/de/contact',
    '/de/content/ringgroessen',
    '/de/videos',
    '/de/suche?q=ring',
    '/de/gibt-es-nicht',
  ])('%s', async (where) => {
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

describe('the sections that wait for the whole stylesheet', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>
  beforeAll(async () => {
    browser = await openBrowser({ ...PHONE })
  })
  afterAll(async () => browser.close())

  it('are rendered only once the whole stylesheet is there, then as it says', async () => {
    const { page } = browser
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(WHOLE_STYLESHEET, async (route) => {
      await held
      await route.continue()
    })
    const asked = page.waitForRequest((request) => WHOLE_STYLESHEET.test(new URL(request.url()).pathname))
    // the frame's own navigation: page.goto would wait for the scripts, which the held stylesheet does not stop
    await page.mainFrame().goto(new URL('/de', WORKER_URL).href, { waitUntil: 'commit' })
    await asked
    const state = () =>
      page.evaluate(() => ({
        styled: document.documentElement.hasAttribute('data-styled'),
        footer: getComputedStyle(document.querySelector('footer.below-fold')!).contentVisibility,
        collection: getComputedStyle(document.querySelector('section.styled-later')!).contentVisibility,
      }))
    expect(await state()).toEqual({ styled: false, footer: 'hidden', collection: 'hidden' })
    release()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-styled'))
    expect(await state()).toEqual({ styled: true, footer: 'auto', collection: 'visible' })
  })

  it("leave a product grid's other pictures until the largest one has been painted", async () => {
    const { page } = browser
    await page.unroute('**/*')
    // when <html> got `data-painted`, on the clock the page's resource timings use
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const marked = window as unknown as { paintedAt?: number }
        if (marked.paintedAt === undefined && document.documentElement.hasAttribute('data-painted')) marked.paintedAt = performance.now()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-painted'] })
    })
    let asked = 0
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname === '/images',
      async (route) => {
        // the first picture asked for is the largest one (fetchpriority high): held until the grid has been laid out
        if (++asked === 1) await held
        await route.continue()
      },
    )
    await page.mainFrame().goto(new URL('/de/kategorien/ringe', WORKER_URL).href, { waitUntil: 'domcontentloaded' })
    // two frames: the grid has been laid out, so lazy pictures near the viewport would have been asked for
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    release()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-painted'))
    await expect.poll(() => asked).toBeGreaterThan(1)
    // a picture's timing entry is there once it has loaded
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/images').length))
      .toBeGreaterThan(1)
    // a slow machine may pass the wait's limit (SCRIPTS_WAIT_AT_MOST_MS) before the largest picture comes: what counts is
    // that no other picture started before the mark
    const { largest, others, paintedAt } = await page.evaluate(() => {
      const pictures = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/images')
      const high = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')!.currentSrc
      return {
        largest: pictures.filter((entry) => entry.name === high).map((entry) => entry.startTime),
        others: pictures.filter((entry) => entry.name !== high).map((entry) => entry.startTime),
        paintedAt: (window as unknown as { paintedAt: number }).paintedAt,
      }
    })
    expect(largest).toHaveLength(1)
    expect(others.length).toBeGreaterThan(0)
    expect(others.filter((startTime) => startTime < paintedAt)).toEqual([])
  })
})
