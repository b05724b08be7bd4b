import type { Page } from 'playwright-core'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { adminApi, fresh, openSignedIn, poll } from './admin-staff'
import { openBrowser } from './browser'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())
const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
})

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const ALLOYS = ['Roségold', 'Weißgold'] as const

/** The picture the gallery shows first, by the name of its file (the image endpoint keeps it in the URL). */
const firstPicture = (page: Page) =>
  page
    .getByRole('region', { name: 'Produktbilder' })
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc || img.src)

describe("a variant's pictures, assigned in the back office in German", () => {
  it('come first on the product page when that variant is chosen, server-rendered and on a change, and are its cart picture', async () => {
    const api = await adminApi()
    // three pictures of a seeded ring, each with a file name of its own
    const { products: seeded } = await api.admin.product.list({ handle: 'verlobungsring-aurelia-solitaer-030', fields: 'id,*images' })
    const pictures = [...(seeded[0]?.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((image) => image.url)
    expect(pictures.length).toBeGreaterThanOrEqual(3)
    const fileOf = (url: string) => url.split('/').pop()!
    const { stores } = await api.admin.store.list({ fields: 'id,default_sales_channel_id,*supported_currencies' })
    const handle = `e2e-bilder-${id}`
    const { product } = await api.admin.product.create({
      title: `Prüfring Bilder ${id}`,
      handle,
      status: 'published',
      sales_channels: [{ id: stores[0].default_sales_channel_id! }],
      images: pictures.slice(0, 3).map((url) => ({ url })),
      thumbnail: pictures[0],
      options: [{ title: 'Legierung', values: [...ALLOYS] }],
      variants: ALLOYS.map((alloy, index) => ({
        title: alloy,
        sku: `E2E-BILDER-${id}-${index}`.toUpperCase(),
        options: { Legierung: alloy },
        manage_inventory: false,
        prices: (stores[0].supported_currencies ?? []).map((currency) => ({ currency_code: currency.currency_code, amount: 1290 })),
      })),
      metadata: { title_en: `Picture test ring ${id}`, handle_en: `${handle}-en` },
    })
    cleanup.push(() => api.admin.product.delete(product.id))
    const { variants } = await api.admin.product.listVariants(product.id, { fields: 'id,title' })
    const rose = variants.find((variant) => variant.title === 'Roségold')!
    const white = variants.find((variant) => variant.title === 'Weißgold')!

    browser = await openBrowser()
    const { page, errors } = browser
    await openSignedIn(page, `/admin/de/products/${product.id}`)
    await page.getByRole('button', { name: 'Bilder von Roségold' }).click()
    const dialog = page.getByRole('dialog', { name: 'Bilder von Roségold' })
    await dialog.getByLabel('Bild 3 von 3').check()
    await dialog.getByRole('button', { name: 'Bilder speichern' }).click()
    await poll(() => page.getByRole('region', { name: /Benachrichtigungen/ }).innerText()).toContain('Bilder von Roségold gespeichert.')

    // in Medusa: the third picture is the rose gold variant's own, and its thumbnail (what a cart line copies)
    const read = async () => {
      const { product: stored } = await api.admin.product.retrieve(product.id, { fields: 'id,images.url,images.variants.id,variants.id,variants.thumbnail' })
      const own = (stored.images ?? []).filter((image) => (image as { variants?: { id: string }[] }).variants?.some((v) => v.id === rose.id))
      return { own: own.map((image) => fileOf(image.url)), thumbnail: fileOf(stored.variants!.find((v) => v.id === rose.id)!.thumbnail ?? '') }
    }
    await poll(read).toEqual({ own: [fileOf(pictures[2])], thumbnail: fileOf(pictures[2]) })

    // the shop: white gold shows the product's first picture first; choosing rose gold brings its own to the front
    await page.goto(fresh(`/de/produkte/${handle}?variant=${white.id}`))
    await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
    expect(await firstPicture(page)).toContain(fileOf(pictures[0]))
    await page.locator('label', { has: page.locator('input[value="Roségold"]') }).click()
    await poll(() => firstPicture(page)).toContain(fileOf(pictures[2]))
    await poll(() => new URL(page.url()).searchParams.get('variant')).toBe(rose.id)

    // a shared link to rose gold: the server renders its picture first
    const html = await (await page.context().request.get(fresh(`/de/produkte/${handle}?variant=${rose.id}`))).text()
    const gallery = html.slice(html.indexOf('aria-label="Produktbilder"'))
    expect(gallery.indexOf(fileOf(pictures[2]))).toBeGreaterThan(-1)
    expect(gallery.indexOf(fileOf(pictures[2]))).toBeLessThan(gallery.indexOf(fileOf(pictures[0])))

    // the cart line shows the rose gold picture
    await page.locator('[data-testid="add-to-cart"]').click()
    await poll(() => page.locator('[data-testid="cart-count"]').innerText()).toBe('1')
    await page.goto('/de/cart')
    const line = page.locator('main [data-testid="cart-line"]')
    await poll(() => line.count()).toBe(1)
    expect(
      await line
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc || img.src),
    ).toContain(fileOf(pictures[2]))
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
  }, 240_000)
})
