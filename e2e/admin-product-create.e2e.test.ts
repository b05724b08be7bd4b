import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi, fresh, openSignedIn, png, poll } from './admin-staff'
import { openBrowser } from './browser'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const id = Date.now().toString(36)
const handle = `e2e-ring-${id}`
const title = `Ring Aurelia E2E ${id}`
let api: AdminApi
afterAll(async () => {
  api ??= await adminApi()
  const { products } = await api.admin.product.list({ handle, fields: 'id' })
  for (const product of products) await api.admin.product.delete(product.id)
})

describe('the catalogue in the back office, in German', () => {
  it('keeps anonymous visitors out of every area', async () => {
    browser = await openBrowser()
    const { page } = browser
    for (const path of [
      '/products',
      '/products/new',
      '/products/import',
      '/categories',
      '/collections',
      '/product-tags',
      '/product-types',
      '/product-variants',
      '/inventory',
      '/reservations',
      '/stock-locations',
      '/sales-channels',
    ]) {
      await page.goto(`/admin/de${path}`)
      await page.waitForURL(`**/admin/de/login?next=${encodeURIComponent(path)}`)
      await poll(() => page.locator('h1').innerText()).toBe('Anmeldung zur Verwaltung')
    }
  })

  it('creates a ring with two options, six variants, prices in EUR, CHF and USD, two pictures and both languages; finds it; shows it in both shops', async () => {
    api = await adminApi()
    browser = await openBrowser()
    const { page, errors } = browser
    await openSignedIn(page, '/admin/de')

    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Produkte', exact: true }).click()
    await page.getByRole('link', { name: 'Neues Produkt' }).click()
    await poll(() => page.locator('h1').innerText()).toBe('Neues Produkt')

    await page.getByLabel('Titel', { exact: true }).fill(title)
    await page.getByLabel('Handle (Adresse)').fill(handle)
    await page.getByLabel('Beschreibung', { exact: true }).fill('Ein schlichter Ring aus unserer Werkstatt.')
    await page.getByLabel('Status').selectOption('published')
    await page.getByLabel('Material').selectOption('gold750')
    await page.getByLabel('Metallfarbe').selectOption('rose')
    await page.getByRole('group', { name: 'Steine' }).getByRole('checkbox', { name: 'Rubin' }).check()
    await page.getByLabel('Titel (Englisch)').fill(`Aurelia ring E2E ${id}`)
    await page.getByLabel('Handle (Englisch)').fill(`${handle}-en`)
    await page.getByLabel('Beschreibung (Englisch)').fill('A plain ring from our workshop.')

    const first = page.getByRole('group', { name: 'Option 1' })
    await first.getByLabel('Option', { exact: true }).fill('Ringgröße')
    for (const size of ['52', '54', '56']) {
      await first.getByRole('textbox', { name: 'Werte' }).fill(size)
      await first.getByRole('textbox', { name: 'Werte' }).press('Enter')
    }
    await page.getByRole('button', { name: 'Option hinzufügen' }).click()
    const second = page.getByRole('group', { name: 'Option 2' })
    await second.getByLabel('Option', { exact: true }).fill('Legierung')
    await second.getByRole('textbox', { name: 'Werte' }).fill('Gold 587, Gold 750')
    await second.getByRole('textbox', { name: 'Werte' }).press('Enter')

    const matrix = page.getByRole('table', { name: 'Variantenmatrix' })
    await poll(() => matrix.locator('tbody tr').count()).toBe(6)
    const prices = { EUR: 1290, CHF: 1390, GBP: 1190, USD: 1490 }
    for (const size of ['52', '54', '56']) {
      for (const alloy of ['Gold 587', 'Gold 750']) {
        for (const [currency, amount] of Object.entries(prices))
          await page.getByLabel(`Preis ${size} / ${alloy}, ${currency}`).fill(String(amount + Number(size)))
      }
    }
    await page.locator('input[type=file]').setInputFiles([png('ring-vorne.png'), png('ring-seite.png')])
    await poll(() => page.getByRole('list', { name: 'Bilder in ihrer Reihenfolge' }).locator('li').count()).toBe(2)
    await page.getByRole('button', { name: 'Produkt anlegen' }).click()

    await poll(() => page.locator('h1').innerText(), 30_000).toBe(title)
    await poll(() => page.getByRole('region', { name: /Benachrichtigungen/ }).innerText()).toContain(`„${title}“ wurde angelegt.`)
    const { products } = await api.admin.product.list({
      handle,
      fields: 'id,status,thumbnail,metadata,*images,*options,*options.values,*variants,*variants.prices',
    })
    const product = products[0]
    expect(product.status).toBe('published')
    expect(product.images).toHaveLength(2)
    expect(product.thumbnail).toBe(product.images![0].url)
    expect(product.metadata).toMatchObject({
      title_en: `Aurelia ring E2E ${id}`,
      handle_en: `${handle}-en`,
      material: 'gold750',
      metal_colour: 'rose',
      stones: ['ruby'],
    })
    expect(product.options!.map((option) => option.title).sort()).toEqual(['Legierung', 'Ringgröße'])
    expect(product.variants).toHaveLength(6)
    const variant = product.variants!.find((candidate) => candidate.title === '54 / Gold 750')!
    expect(variant.sku).toBe(`${handle}-54-GOLD-750`.toUpperCase())
    expect(Object.fromEntries(variant.prices!.map((price) => [price.currency_code, price.amount]))).toEqual({ eur: 1344, chf: 1444, gbp: 1244, usd: 1544 })

    // found in the list with a filter and the search, and by the command palette
    await page.goto('/admin/de/products')
    await page.getByRole('group', { name: 'Filter' }).getByRole('button', { name: 'Status' }).click()
    await page.getByRole('checkbox', { name: 'Veröffentlicht' }).check()
    await page.keyboard.press('Escape')
    await page.getByPlaceholder('Suchen …').fill(handle)
    await page.waitForURL((url) => url.search.includes('filter[status]') && url.search.includes(handle))
    const rows = page.getByRole('table', { name: 'Produkte' }).locator('tbody tr')
    await poll(() => rows.count()).toBe(1)
    expect(await rows.first().innerText()).toContain(title)
    await page.keyboard.press('Control+k')
    await page.getByPlaceholder('Befehl eingeben oder suchen …').fill(title)
    const hit = page.getByRole('option', { name: new RegExp(title) })
    await poll(() => hit.count()).toBe(1)
    await hit.click()
    await page.waitForURL(`**/admin/de/products/${product.id}`)

    // the shop shows it in both languages
    await page.goto(fresh(`/de/produkte/${handle}`))
    await poll(() => page.locator('h1').innerText()).toBe(title)
    await poll(async () => (await page.goto(fresh(`/us/products/${handle}-en`)))?.status(), 30_000).toBe(200)
    await poll(() => page.locator('h1').innerText()).toBe(`Aurelia ring E2E ${id}`)

    // an edited title is on the (cached) product page within seconds
    await page.goto(`/de/produkte/${handle}`)
    await page.goto(`/admin/de/products/${product.id}/edit`)
    await page.getByLabel('Titel', { exact: true }).fill(`${title} neu`)
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page.waitForURL(`**/admin/de/products/${product.id}`)
    await poll(async () => {
      await page.goto(`/de/produkte/${handle}`)
      return page.locator('h1').innerText()
    }, 30_000).toBe(`${title} neu`)

    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
  })
})
