import type { CDPSession, Locator, Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openBrowser, PHONE } from './browser'
import { medusa } from './medusa'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Piece = { path: Record<'de' | 'en', string>; title: Record<'de' | 'en', string>; pictures: number }
let piece: Piece

/** A seeded product with at least two pictures (the seed draws several for many products). */
beforeAll(async () => {
  const { products } = await medusa.store.product.list({ fields: 'handle,title,*images,+metadata', limit: 100 })
  const product = products.filter((p) => (p.images?.length ?? 0) >= 2 && p.metadata?.handle_en).sort((a, b) => b.images!.length - a.images!.length)[0]
  if (!product) throw new Error('no seeded product has two pictures')
  piece = {
    path: { de: `/de/produkte/${product.handle}`, en: `/us/products/${product.metadata!.handle_en as string}` },
    title: { de: product.title!, en: product.metadata!.title_en as string },
    pictures: product.images!.length,
  }
})

const WORDS = {
  de: { gallery: 'Produktbilder', viewer: 'Bildansicht', picture: 'Bild', of: 'von', close: 'Schließen', zoomIn: 'Vergrößern', zoomOut: 'Verkleinern' },
  en: { gallery: 'Product images', viewer: 'Image viewer', picture: 'Image', of: 'of', close: 'Close', zoomIn: 'Zoom in', zoomOut: 'Zoom out' },
} as const

type Lang = keyof typeof WORDS

/** The gallery's picture n as its alt text names it ("Ring – Bild 2 von 3"). */
const pictureAlt = (lang: Lang, n: number) => `${piece.title[lang]} – ${lang === 'de' ? 'Bild' : 'image'} ${n} ${WORDS[lang].of} ${piece.pictures}`

async function openProduct(page: Page, lang: Lang) {
  await page.goto(piece.path[lang])
  // the gallery answers taps and keys once the page is hydrated
  await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
  return page.getByRole('region', { name: WORDS[lang].gallery }).locator('ul').first()
}

/** Which picture the strip shows (1-based), as its scroll position says. */
const shownPicture = (strip: Locator) => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth) + 1)

/** The viewer's current slide, by the label screen readers hear ("Bild 2 von 3"), and the file it shows. */
async function currentSlide(viewer: Locator) {
  const slide = viewer.locator('[role="group"][aria-roledescription]:not([inert])').last()
  return slide.evaluate((el) => {
    const image = el.querySelector('img')!
    return { label: el.getAttribute('aria-label'), width: Number(new URL(image.currentSrc || image.src).searchParams.get('w')), complete: image.complete }
  })
}

/** A one-finger swipe from right to left across an element, as touch events through Chromium's input pipeline. */
async function swipeLeft(cdp: CDPSession, target: Locator) {
  const box = (await target.boundingBox())!
  const y = box.y + box.height / 2
  const from = box.x + box.width - 20
  const to = box.x + 20
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] })
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 10, y }] })
    await new Promise((resolve) => setTimeout(resolve, 16))
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

/** Two fingers moving apart around the middle of an element. */
async function pinchOut(cdp: CDPSession, target: Locator) {
  const box = (await target.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const at = (spread: number) => [
    { x: x - spread, y, id: 1 },
    { x: x + spread, y, id: 2 },
  ]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(30) })
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(30 + step * 12) })
    await new Promise((resolve) => setTimeout(resolve, 30))
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

describe('the product gallery', () => {
  for (const lang of ['de', 'en'] as const) {
    const words = WORDS[lang]

    it(`on a phone (${lang}): swipes to the next picture, a tap opens the viewer, two fingers zoom in, the close button leaves it`, async () => {
      browser = await openBrowser({ ...PHONE, locale: lang === 'de' ? 'de-DE' : 'en-US' })
      const { page, context, errors } = browser
      const viewerChunk: string[] = []
      page.on('request', (request) => {
        if (/\/assets\/product-lightbox-/.test(request.url())) viewerChunk.push(request.url())
      })
      const strip = await openProduct(page, lang)
      const cdp = await context.newCDPSession(page)

      await swipeLeft(cdp, strip)
      await expect.poll(() => shownPicture(strip)).toBe(2)
      // the thumbnails follow the swipe
      await expect.poll(() => page.getByRole('button', { name: lang === 'de' ? 'Bild 2 anzeigen' : 'Show image 2' }).getAttribute('aria-pressed')).toBe('true')
      // the viewer's code is not part of the page: nothing of it has loaded before the tap
      expect(viewerChunk).toEqual([])

      const box = (await strip.boundingBox())!
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      const viewer = page.getByRole('dialog', { name: words.viewer })
      await viewer.waitFor()
      expect(viewerChunk).toHaveLength(1)
      await expect.poll(async () => (await currentSlide(viewer)).label).toBe(`${words.picture} 2 ${words.of} ${piece.pictures}`)
      // a phone-sized file of the image endpoint, not the zoom file
      await expect.poll(async () => (await currentSlide(viewer)).complete).toBe(true)
      const before = await currentSlide(viewer)
      expect(before.width).toBeGreaterThanOrEqual(640)
      expect(before.width).toBeLessThan(1536)

      await pinchOut(cdp, viewer)
      // zoomed in: zooming out is possible now, and a larger file of the image endpoint is shown
      await expect.poll(() => viewer.getByRole('button', { name: words.zoomOut }).isEnabled()).toBe(true)
      await expect.poll(async () => (await currentSlide(viewer)).width).toBeGreaterThan(before.width)

      await viewer.getByRole('button', { name: words.close }).click()
      await viewer.waitFor({ state: 'detached' })
      // the gallery shows the picture seen last, and its button has the focus again
      expect(await shownPicture(strip)).toBe(2)
      await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('img')?.alt)).toBe(pictureAlt(lang, 2))
      expect(errors).toEqual([])
    })

    it(`on a desktop with the keyboard (${lang}): arrow keys move the pictures, Enter opens the viewer, the zoom button zooms, Escape closes it`, async () => {
      browser = await openBrowser({ viewport: { width: 1280, height: 900 }, locale: lang === 'de' ? 'de-DE' : 'en-US' })
      const { page, errors } = browser
      const strip = await openProduct(page, lang)

      const first = page.getByRole('button', { name: pictureAlt(lang, 1), exact: true })
      await first.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => shownPicture(strip)).toBe(2)

      await page.keyboard.press('Enter')
      const viewer = page.getByRole('dialog', { name: words.viewer })
      await viewer.waitFor()
      await expect.poll(async () => (await currentSlide(viewer)).label).toBe(`${words.picture} 2 ${words.of} ${piece.pictures}`)
      await page.keyboard.press('ArrowLeft')
      await expect.poll(async () => (await currentSlide(viewer)).label).toBe(`${words.picture} 1 ${words.of} ${piece.pictures}`)

      // zooming in shows the largest file the image endpoint makes
      await viewer.getByRole('button', { name: words.zoomIn }).click()
      await expect.poll(async () => (await currentSlide(viewer)).width).toBe(1536)

      await page.keyboard.press('Escape')
      await viewer.waitFor({ state: 'detached' })
      expect(await shownPicture(strip)).toBe(1)
      await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('img')?.alt)).toBe(pictureAlt(lang, 1))
      expect(errors).toEqual([])
    })
  }
})
