import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { shopLocation } from './shop-location'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())
const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
})

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const SIZES = ['52', '54', '56'] as const

/** Each size's pieces at the two locations, as Medusa holds them (null: not kept there). */
async function stockOf(api: AdminApi, items: Record<string, string>, locations: string[]) {
  const { inventory_items } = await api.admin.inventoryItem.list({
    id: Object.values(items),
    fields: 'id,location_levels.location_id,location_levels.stocked_quantity',
  })
  return Object.fromEntries(
    Object.entries(items).map(([size, itemId]) => {
      const levels = inventory_items.find((item) => item.id === itemId)?.location_levels ?? []
      return [size, locations.map((location) => levels.find((level) => level.location_id === location)?.stocked_quantity ?? null)]
    }),
  )
}

describe('the stock grid on a phone, in English', () => {
  it('takes a stocktaking pasted from a spreadsheet for all sizes at a new location and a typed correction, booked in Medusa', async () => {
    const api = await adminApi()
    const { stores } = await api.admin.store.list({ fields: 'id,default_sales_channel_id,*supported_currencies' })
    const shop = await shopLocation(api)
    const { stock_location: vault } = await api.admin.stockLocation.create({ name: `E2E vault ${id}` })
    cleanup.push(() => api.admin.stockLocation.delete(vault.id))
    const { product } = await api.admin.product.create({
      title: `Stock grid ring ${id}`,
      handle: `e2e-bestandsraster-${id}`,
      status: 'draft',
      options: [{ title: 'Ringgröße', values: [...SIZES] }],
      variants: SIZES.map((size) => ({
        title: size,
        sku: `E2E-GRID-${id}-${size}`.toUpperCase(),
        options: { Ringgröße: size },
        manage_inventory: true,
        prices: (stores[0].supported_currencies ?? []).map((currency) => ({ currency_code: currency.currency_code, amount: 990 })),
      })),
    })
    cleanup.push(() => api.admin.product.delete(product.id))
    const { variants } = await api.admin.product.listVariants(product.id, { fields: 'id,title,inventory_items.inventory_item_id' })
    const items = Object.fromEntries(
      variants.map((variant) => [
        variant.title!,
        (variant as unknown as { inventory_items: { inventory_item_id: string }[] }).inventory_items[0].inventory_item_id,
      ]),
    )
    // size 52 is kept at the shop already
    await api.admin.inventoryItem.batchInventoryItemLocationLevels(items['52'], { create: [{ location_id: shop.id, stocked_quantity: 2 }] })

    browser = await openBrowser({ ...PHONE, locale: 'en-GB' })
    const { page, errors } = browser
    await openSignedIn(page, `/admin/en/products/${product.id}`)
    await page.getByRole('button', { name: 'Edit stock' }).click()
    const grid = page.getByRole('dialog', { name: 'Stock of all variants' })
    const cell = (size: string, location: string) => grid.getByLabel(`Stock ${size}, ${location}`)
    await poll(() => cell('52', shop.name).inputValue()).toBe('2')
    await expectNoSidewaysOverflow(page)

    // the vault's column from the stocktaking's spreadsheet: a thousand and more pieces read as the one amount rule reads them
    await cell('52', vault.name).evaluate((input, text) => {
      const data = new DataTransfer()
      data.setData('text/plain', text)
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, '1,200\n3\n0\n')
    await poll(() => cell('54', vault.name).inputValue()).toBe('3')
    // a fraction of a ring is refused, said below the table
    await cell('52', shop.name).fill('1.5')
    await poll(() => grid.getByRole('alert').innerText()).toContain('Not whole numbers of pieces: 1')
    expect(await grid.getByRole('button', { name: 'Save stock' }).isDisabled()).toBe(true)
    await cell('52', shop.name).fill('4')
    await poll(() => grid.getByText('4 cells changed').count()).toBe(1)
    await grid.getByRole('button', { name: 'Save stock' }).click()
    await poll(() => page.getByRole('region', { name: /Notifications/ }).innerText()).toContain('Stock saved (4 cells).')

    await poll(() => stockOf(api, items, [shop.id, vault.id])).toEqual({ '52': [4, 1200], '54': [null, 3], '56': [null, 0] })
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
  }, 240_000)
})
