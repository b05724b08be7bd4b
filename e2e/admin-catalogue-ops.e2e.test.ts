import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi, createPublishedProduct, fresh, openSignedIn, poll, storefrontJson } from './admin-staff'
import { openBrowser, WORKER_URL } from './browser'
import { storeCategory } from './navigation-categories'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const id = Date.now().toString(36)
let api: AdminApi
const cleanup: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  api = await adminApi()
})
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
})

/** Whether the store (through the worker's pass-through, as the shop's pages read it) lists a product. */
async function inStore(handle: string) {
  const response = await fetch(`${WORKER_URL}/medusa/store/products?handle=${handle}&fields=id`, {
    headers: { 'x-publishable-api-key': process.env.MEDUSA_PUBLISHABLE_KEY ?? '' },
  })
  return ((await response.json()) as { products: unknown[] }).products.length
}

describe('the catalogue and stock in the back office, in English', () => {
  it('bulk-unpublishes three products and the store no longer sells them', async () => {
    const handles = [1, 2, 3].map((n) => `e2e-bulk-${id}-${n}`)
    for (const handle of handles) {
      const { product } = await createPublishedProduct(api, handle, `Bulk ${id} ${handle.slice(-1)}`)
      cleanup.push(() => api.admin.product.delete(product.id))
    }
    for (const handle of handles) expect(await inStore(handle)).toBe(1)
    browser = await openBrowser({ locale: 'en-GB' })
    const { page, errors } = browser
    await openSignedIn(page, `/admin/en/products?q=e2e-bulk-${id}`)
    const table = page.getByRole('table', { name: 'Products' })
    await poll(() => table.locator('tbody tr').count()).toBe(3)
    await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check()
    await page.getByRole('region', { name: 'Actions for the selection' }).getByRole('button', { name: 'Unpublish' }).click()
    await page.getByRole('dialog', { name: 'Unpublish' }).getByRole('button', { name: 'Unpublish' }).click()
    await poll(() => page.getByRole('region', { name: /Notifications/ }).innerText()).toContain('3 products unpublished (draft).')
    for (const handle of handles) await poll(() => inStore(handle)).toBe(0)
    await poll(async () => (await page.goto(fresh(`/de/produkte/${handles[0]}`)))?.status()).toBe(404)
    expect(errors.filter((error) => !/status of (401|404)/.test(error))).toEqual([])
  })

  it('moves a category up and the shop menu follows', async () => {
    // a category of our own below a seeded one, with two children: their order is ours alone to change
    const ringe = await storeCategory('ringe')
    const { product_category: parent } = await api.admin.productCategory.create({
      name: `E2E ${id}`,
      handle: `e2e-parent-${id}`,
      parent_category_id: ringe.id,
      is_active: true,
      is_internal: false,
      metadata: { name_en: `E2E ${id} en`, handle_en: `e2e-parent-en-${id}`, menu: 'product' },
    })
    cleanup.push(() => api.admin.productCategory.delete(parent.id))
    for (const [rank, name] of [
      [0, `Alpha ${id}`],
      [1, `Beta ${id}`],
    ] as const) {
      const { product_category } = await api.admin.productCategory.create({
        name,
        handle: `e2e-${name.toLowerCase().replace(/\s/g, '-')}`,
        parent_category_id: parent.id,
        is_active: true,
        is_internal: false,
        rank,
        metadata: { rank, name_en: `${name} en`, handle_en: `e2e-en-${rank}-${id}`, menu: 'product' },
      })
      cleanup.push(() => api.admin.productCategory.delete(product_category.id))
    }
    type Node = { name: string; category_children?: Node[] }
    const names = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.name, ...names(node.category_children ?? [])])
    const order = async () => {
      const { menu } = await storefrontJson<{ menu: { product_categories: Node[] } }>(fresh('/api/categories/en/menu'))
      return names(menu.product_categories).filter((name) => /^(Alpha|Beta) /.test(name) && name.endsWith(`${id} en`))
    }
    await poll(order, 30_000).toEqual([`Alpha ${id} en`, `Beta ${id} en`])
    browser = await openBrowser({ locale: 'en-GB' })
    const { page } = browser
    await openSignedIn(page, '/admin/en/categories')
    await page.getByRole('button', { name: `Move “Beta ${id}” up` }).click()
    await poll(() => page.getByRole('region', { name: /Notifications/ }).innerText()).toContain('The order was saved.')
    const tree = page.getByRole('tree', { name: 'Category tree' })
    const ours = async () =>
      (await tree.getByRole('treeitem').allInnerTexts())
        .map((text) => text.split('\n')[0].trim())
        .filter((name) => /^(Alpha|Beta) /.test(name) && name.endsWith(id))
    await poll(ours).toEqual([`Beta ${id}`, `Alpha ${id}`])
    await poll(order, 30_000).toEqual([`Beta ${id} en`, `Alpha ${id} en`])
  })

  it('imports a CSV through the presigned flow after its preview, and exports the catalogue as CSV', async () => {
    const handle = `e2e-import-${id}`
    const csv = [
      'Product Handle,Product Title,Product Status,Variant Title,Variant Sku,Variant Manage Inventory,Variant Price EUR,Variant Option 1 Name,Variant Option 1 Value',
      `${handle},Imported ${id},draft,Gr. 52,${handle.toUpperCase()}-52,true,490,Ring size,Gr. 52`,
      `${handle},Imported ${id},draft,Gr. 54,${handle.toUpperCase()}-54,true,490,Ring size,Gr. 54`,
    ].join('\n')
    cleanup.push(async () => {
      const { products } = await api.admin.product.list({ handle, fields: 'id' })
      for (const product of products) await api.admin.product.delete(product.id)
    })
    browser = await openBrowser({ locale: 'en-GB' })
    const { page } = browser
    await openSignedIn(page, '/admin/en/products')
    await page.getByRole('link', { name: 'Import' }).click()
    await poll(() => page.locator('h1').innerText()).toBe('Import products')
    expect(await page.getByLabel('Through a presigned address (recommended)').isChecked()).toBe(true)
    await page.locator('input[type=file]').setInputFiles({ name: `${handle}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await poll(() => page.getByTestId('import-preview').innerText()).toContain('2 rows, 1 products')
    await page.getByRole('button', { name: 'Check the file' }).click()
    await poll(() => page.getByTestId('to-create').innerText(), 30_000).toBe('1')
    expect(await page.getByTestId('to-update').innerText()).toBe('0')
    await page.getByRole('button', { name: 'Confirm import' }).click()
    await poll(() => page.getByRole('region', { name: /Notifications/ }).innerText()).toContain('Import confirmed: 1 new, 0 updated products.')
    await poll(async () => (await api.admin.product.list({ handle, fields: 'id' })).count, 30_000).toBe(1)

    // export: the filtered list's products, the file offered when Medusa has built it
    await page.goto(`/admin/en/products?q=${handle}`)
    await poll(() => page.getByRole('table', { name: 'Products' }).locator('tbody tr').count()).toBe(1)
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    const link = page.getByRole('link', { name: 'Download CSV' })
    await poll(() => link.count(), 60_000).toBe(1)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const text = readFileSync((await download.path())!, 'utf8')
    expect(text.split('\n')[0]).toContain('Product Handle')
    expect(text).toContain(handle)
    expect(text).toContain(`${handle.toUpperCase()}-54`)
  })

  it('raises a stock level and the product page says it is in stock', async () => {
    const handle = `e2e-stock-${id}`
    const { product } = await createPublishedProduct(api, handle, `Stock ${id}`, { stocked: 0 })
    cleanup.push(() => api.admin.product.delete(product.id))
    browser = await openBrowser({ locale: 'en-GB' })
    const { page } = browser
    await page.goto(fresh(`/de/produkte/${handle}`))
    await poll(() => page.getByTestId('availability').innerText()).toBe('Ausverkauft')
    await openSignedIn(page, `/admin/en/inventory?q=${handle.toUpperCase()}`)
    const table = page.getByRole('table', { name: 'Inventory' })
    await poll(() => table.locator('tbody tr').count()).toBe(1)
    await table.getByRole('link').first().click()
    const stocked = page.getByRole('textbox', { name: /^Stocked at / })
    await stocked.fill('3')
    await page.getByRole('button', { name: 'Save stock' }).click()
    await poll(() => page.getByRole('region', { name: /Notifications/ }).innerText()).toContain('was saved.')
    await poll(() => page.getByTestId('available').first().innerText()).toBe('3')
    // the inventory event purges the product's cached page and /api answer, and the page checks the live stock
    await poll(async () => {
      await page.goto(fresh(`/de/produkte/${handle}`))
      return page.getByTestId('availability').innerText()
    }, 30_000).toBe('Auf Lager')
  }, 240_000)
})
