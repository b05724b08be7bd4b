import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser, PHONE } from './browser'
import { medusa } from './medusa'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Shown = { currentSrc: string; naturalWidth: number; complete: boolean; loading: string; fetchPriority: string }

/** A seeded product with pictures (the seed draws them for every product). */
async function productWithImages() {
  const { products } = await medusa.store.product.list({ fields: 'handle,title,thumbnail', limit: 20 })
  const product = products.find((p) => p.thumbnail)
  if (!product) throw new Error('no seeded product has a picture')
  return product
}

const galleryImage = (title: string) => `main img[alt^="${title.replace(/"/g, '\\"')}"]`

const shown = (selector: string) =>
  browser!.page
    .locator(selector)
    .first()
    .evaluate(
      (img: HTMLImageElement): Shown => ({
        currentSrc: img.currentSrc,
        naturalWidth: img.naturalWidth,
        complete: img.complete,
        loading: img.loading,
        fetchPriority: img.getAttribute('fetchpriority') ?? '',
      }),
    )

describe('product pictures in Chromium', () => {
  it('loads the gallery picture as WebP from the image endpoint at the density of the screen, without hydration errors', async () => {
    const product = await productWithImages()
    browser = await openBrowser({ viewport: { width: 1280, height: 900 } })
    await browser.page.goto(`/de/produkte/${product.handle}`)
    await expect.poll(async () => (await shown(galleryImage(product.title!))).complete).toBe(true)
    const gallery = await shown(galleryImage(product.title!))
    expect(gallery.currentSrc).toMatch(/\/images\?url=.*&w=768&q=95$/)
    // with width descriptors the browser reports the CSS size: the 768 px file shown at 648 px
    expect(gallery.naturalWidth).toBe(648)
    const type = await browser.page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), gallery.currentSrc)
    expect(type).toBe('image/webp')
    expect(gallery).toMatchObject({ loading: 'eager', fetchPriority: 'high' })
    expect(browser.errors).toEqual([])
  })

  it('picks the smallest variant that covers a high-density phone’s pixels, not the 2x desktop file', async () => {
    const product = await productWithImages()
    browser = await openBrowser({ ...PHONE, deviceScaleFactor: 2 })
    const { page } = browser
    await page.goto(`/de/produkte/${product.handle}`)
    const img = page.locator(galleryImage(product.title!)).first()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
    // 390 CSS px at 2x: 780 device pixels, the 1024 breakpoint
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/&w=1024&q=95$/)
    await expectNoSidewaysOverflow(page)
  })
})
