import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { nameIn } from '../rules/name-in-language'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser } from './browser'
import { shopLocation } from './shop-location'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())
const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
})

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase()

/** An item's level at the location, as Medusa holds it. */
async function level(api: AdminApi, itemId: string, locationId: string) {
  const { inventory_levels } = await api.admin.inventoryItem.listLevels(itemId, { fields: 'location_id,stocked_quantity,incoming_quantity,reserved_quantity' })
  const found = inventory_levels.find((candidate) => candidate.location_id === locationId)
  return found ? { stocked: found.stocked_quantity, incoming: found.incoming_quantity } : null
}

describe('stock booked in the back office, in English', () => {
  it('books pieces received for two items at one location in one go, sets them at a stocktaking (not below what is reserved), and edits one location of an item', async () => {
    const api = await adminApi()
    const location = await shopLocation(api)
    // the English back office names the location in English where it has an English name
    const locationName = nameIn(location, 'en')
    const [ring, chain] = await Promise.all(
      ['RING', 'CHAIN'].map(
        async (kind) => (await api.admin.inventoryItem.create({ sku: `E2E-BOOK-${id}-${kind}`, title: `Booking ${kind.toLowerCase()}` })).inventory_item,
      ),
    )
    for (const item of [ring, chain]) cleanup.push(() => api.admin.inventoryItem.delete(item.id))
    // the ring is stocked at the location already, two of its pieces reserved for an order; the chain is not
    await api.admin.inventoryItem.batchInventoryItemLocationLevels(ring.id, { create: [{ location_id: location.id, stocked_quantity: 3 }] })
    const { reservation } = await api.admin.reservation.create({
      inventory_item_id: ring.id,
      location_id: location.id,
      quantity: 2,
      description: 'E2E booking',
    })
    cleanup.push(() => api.admin.reservation.delete(reservation.id))

    browser = await openBrowser({ locale: 'en-GB' })
    const { page, errors } = browser
    await openSignedIn(page, `/admin/en/inventory?q=E2E-BOOK-${id}`)
    const table = page.getByRole('table', { name: 'Inventory' })
    await poll(() => table.locator('tbody tr').count()).toBe(2)

    const book = async (mode: string, quantity: string) => {
      await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check()
      await page.getByRole('region', { name: 'Actions for the selection' }).getByRole('button', { name: 'Book stock' }).click()
      const dialog = page.getByRole('dialog', { name: 'Book stock' })
      await dialog.getByRole('combobox', { name: 'Location' }).click()
      await page.locator('[cmdk-input]').fill(locationName)
      // a single choice closes its search
      await page.getByRole('option', { name: locationName }).click()
      await dialog.getByLabel('Booking').selectOption({ label: mode })
      await dialog.getByLabel('Pieces').fill(quantity)
      await dialog.getByRole('button', { name: 'Book stock' }).click()
      return dialog
    }

    // a delivery from the workshop: two pieces more of each, the chain's level made at the location
    await book('Add pieces received', '2')
    await poll(() => page.getByRole('region', { name: /Notifications/ }).innerText()).toContain('Stock of 2 items booked.')
    await poll(async () => [await level(api, ring.id, location.id), await level(api, chain.id, location.id)]).toEqual([
      { stocked: 5, incoming: 0 },
      { stocked: 2, incoming: 0 },
    ])

    // a stocktaking: not below the ring's two reserved pieces; nothing is booked until the number is right
    const stocktaking = await book('Set stock to (stocktaking)', '1')
    await poll(() => stocktaking.locator('[data-field="quantity"] [role=alert]').innerText()).toBe('At least 2')
    expect(await level(api, chain.id, location.id)).toEqual({ stocked: 2, incoming: 0 })
    await stocktaking.getByLabel('Pieces').fill('4')
    await stocktaking.getByRole('button', { name: 'Book stock' }).click()
    await poll(async () => [await level(api, ring.id, location.id), await level(api, chain.id, location.id)]).toEqual([
      { stocked: 4, incoming: 0 },
      { stocked: 4, incoming: 0 },
    ])

    // one location of the ring: stocked and incoming pieces (the row's edit)
    await table.getByRole('link', { name: `E2E-BOOK-${id}-RING` }).click()
    await page.getByRole('button', { name: `Edit stock at ${location.name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit stock' })
    await edit.getByLabel('Stocked').fill('1')
    await edit.getByLabel('Incoming').fill('3')
    await edit.getByRole('button', { name: 'Edit stock' }).click()
    await poll(() => edit.locator('[data-field="stocked_quantity"] [role=alert]').innerText()).toBe('At least 2')
    await edit.getByLabel('Stocked').fill('6')
    await edit.getByRole('button', { name: 'Edit stock' }).click()
    await poll(() => level(api, ring.id, location.id)).toEqual({ stocked: 6, incoming: 3 })
    await poll(() => page.getByTestId('available').first().innerText()).toBe('4')
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
  }, 180_000)
})
