import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'
import { medusa } from './medusa'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

async function categoryByHandle(handle: string) {
  const { product_categories } = await medusa.store.category.list({ handle, fields: 'id,name,handle,+metadata' })
  return product_categories[0]
}

async function productByHandle(handle: string) {
  const { products } = await medusa.store.product.list({ handle, fields: 'id,title,handle,+metadata' })
  return products[0]
}

describe('browsing the catalogue', () => {
  it('in German: home → category → product, with the data Medusa holds', async () => {
    browser = await openBrowser()
    const { page, errors } = browser
    await page.goto('/de')
    // the three home collections, each with a link to its page
    for (const handle of ['neuigkeiten', 'angebote', 'ringe'])
      await expect.poll(() => page.locator(`main a[href="/de/kollektionen/${handle}"]`).count()).toBeGreaterThan(0)

    const tile = page.locator('main nav a[href^="/de/kategorien/"]').first()
    const categoryHref = (await tile.getAttribute('href'))!
    const category = await categoryByHandle(categoryHref.split('/').pop()!)
    expect(category, `no category ${categoryHref}`).toBeDefined()
    await tile.click()
    await page.waitForURL(`**${categoryHref}`)
    await expect.poll(() => page.locator('h1').innerText()).toBe(category!.name)

    const card = page.locator('main article a[href^="/de/produkte/"]').first()
    const productHref = (await card.getAttribute('href'))!
    const product = await productByHandle(productHref.split('/').pop()!)
    expect(product, `no product ${productHref}`).toBeDefined()
    await card.click()
    await page.waitForURL(`**${productHref}`)
    await expect.poll(() => page.locator('h1').innerText()).toBe(product!.title)
    const main = await page.locator('main').innerText()
    expect(main).toMatch(/\d[\d.]*,\d{2}\s€/)
    expect(main).toContain('Kostenloser Versand.')
    expect(main).toContain('14 Tage Widerrufsrecht')
    // breadcrumb leads back home
    expect(await page.locator('nav[aria-label="Brotkrümelnavigation"] a[href="/de"]').count()).toBe(1)
    expect(errors).toEqual([])
  })

  it('in English: translated segments and handles, English titles, prices in the region currency', async () => {
    browser = await openBrowser({ locale: 'en-US' })
    const { page, errors } = browser
    await page.goto('/us')
    expect(await page.locator('main a[href^="/us/kategorien/"]').count()).toBe(0)
    // the home collections under their English handles
    for (const handle of ['new-arrivals', 'offers', 'rings']) expect(await page.locator(`main a[href="/us/collections/${handle}"]`).count()).toBeGreaterThan(0)
    const tile = page.locator('main nav a[href^="/us/categories/"]').first()
    const categoryHref = (await tile.getAttribute('href'))!
    const english = categoryHref.split('/').pop()!
    const { product_categories } = await medusa.store.category.list({ fields: 'id,name,handle,+metadata', limit: 200 })
    const category = product_categories.find((c) => c.metadata?.handle_en === english)
    expect(category, `no category has the English handle ${english}`).toBeDefined()
    await tile.click()
    await page.waitForURL(`**${categoryHref}`)
    await expect.poll(() => page.locator('h1').innerText()).toBe(String(category!.metadata!.name_en))

    const card = page.locator('main article a[href^="/us/products/"]').first()
    const productHref = (await card.getAttribute('href'))!
    const englishHandle = productHref.split('/').pop()!
    const { products } = await medusa.store.product.list({ fields: 'id,title,handle,+metadata', limit: 500 })
    const product = products.find((p) => p.metadata?.handle_en === englishHandle)
    expect(product, `no product has the English handle ${englishHandle}`).toBeDefined()
    await card.click()
    await page.waitForURL(`**${productHref}`)
    await expect.poll(() => page.locator('h1').innerText()).toBe(String(product!.metadata!.title_en))
    const main = await page.locator('main').innerText()
    expect(main).toMatch(/\$\d[\d,]*\.\d{2}/)
    expect(main).not.toContain('€ ')
    expect(main).toContain('outside the EU')
    expect(main).not.toMatch(/Legierung|Ringgröße|Kettenlänge/)
    expect(errors).toEqual([])
  })
})

describe('a product video', () => {
  it('shows our poster first and loads the youtube-nocookie player only after the click', async () => {
    const { products } = await medusa.store.product.list({ fields: 'id,title,handle,+metadata', limit: 500 })
    const withVideo = products.find((p) => (p.metadata?.video as { youtube_id?: string } | undefined)?.youtube_id)
    expect(withVideo, 'the seed has products with a video').toBeDefined()
    const youtubeId = (withVideo!.metadata!.video as { youtube_id: string }).youtube_id
    browser = await openBrowser()
    const { page, errors } = browser
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (/youtube|ytimg|google/.test(new URL(request.url()).hostname)) thirdParty.push(request.url())
    })
    await page.goto(`/de/produkte/${withVideo!.handle}`)
    const play = page.locator('#product-video ~ * button')
    await play.waitFor()
    expect(await page.locator('iframe').count()).toBe(0)
    expect(thirdParty).toEqual([])
    // no outside network here: answer the player's request so nothing waits on it
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }))
    // a click before hydration has no handler yet: click until the facade has become the player
    await expect
      .poll(
        async () => {
          if ((await page.locator('iframe').count()) === 0) await play.click({ timeout: 2000 }).catch(() => {})
          return page.locator('iframe').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src')))
        },
        { interval: 500 },
      )
      .toEqual([expect.stringContaining(`https://www.youtube-nocookie.com/embed/${youtubeId}`)])
    expect(errors).toEqual([])
  })
})
