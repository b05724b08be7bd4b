// @vitest-environment jsdom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import recorded from '../../../test/recorded-answers.json'
import { cleanup, press, renderAdmin, type, waitFor } from '../../../test/render-admin'
import type { Variant } from './product-variants'
import { StockGrid } from './stock-grid'

type Recorded = {
  '/admin/stock-locations': { stock_locations: { id: string; name: string }[] }
  '/admin/inventory-items': { inventory_items: { id: string; sku: string }[] }
}
const answers = recorded as unknown as Recorded
// the recorded shop has one location; a second one, where no piece is kept yet, shows how a level is added
const shop = answers['/admin/stock-locations'].stock_locations[0]
const workshop = { id: 'sloc_workshop', name: 'Werkstatt' }
const [size54, size50] = answers['/admin/inventory-items'].inventory_items
const variants = [size54, size50].map((item) => ({
  id: `variant_${item.sku}`,
  title: item.sku.slice(-2),
  sku: item.sku,
  manage_inventory: true,
  inventory_items: [{ inventory_item_id: item.id, required_quantity: 1 }],
})) as unknown as Variant[]

const posted: unknown[] = []
beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin)
    const path = url.pathname.replace(/^\/admin\/api/, '')
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    if (init?.method === 'POST' && path === '/admin/inventory-items/location-levels/batch') {
      posted.push(JSON.parse(String(init.body)))
      return json({ created: [], updated: [], deleted: [] })
    }
    if (path === '/admin/stock-locations') return json({ stock_locations: [shop, workshop], count: 2 })
    if (path === '/admin/inventory-items') return json(answers['/admin/inventory-items'])
    return new Response(JSON.stringify({ message: `nothing recorded for ${path}` }), { status: 404 })
  })
})
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const cell = (variant: string, location: string) => document.querySelector<HTMLInputElement>(`input[aria-label="Bestand ${variant}, ${location}"]`)!
const alert = () => document.querySelector('[role=alert]')?.textContent ?? ''
async function paste(input: HTMLInputElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: { getData: () => string } }
  event.clipboardData = { getData: () => text }
  await act(async () => input.dispatchEvent(event))
}
const saveButton = () => [...document.querySelectorAll('button')].find((button) => button.textContent === 'Bestand speichern')!

describe('the stock grid', () => {
  it('shows each variant’s pieces per location and books a pasted stocktaking in one batch', async () => {
    await renderAdmin(<StockGrid variants={variants} onClose={() => undefined} />, '/', 'de')
    await waitFor(() => !!cell('54', shop.name), 'the grid')
    expect(cell('54', shop.name).value).toBe('1')
    expect(cell('50', shop.name).value).toBe('4')
    expect(cell('54', workshop.name).value).toBe('')
    expect(document.body.textContent).toContain('reserviert: 1')
    expect(saveButton().disabled).toBe(true)

    // a block from the stocktaking's spreadsheet: both sizes at both locations
    await paste(cell('54', shop.name), '2\t1\n1.200\t0\n')
    expect(cell('50', shop.name).value).toBe('1.200')
    expect(document.body.textContent).toContain('4 Zellen geändert')
    await press('Bestand speichern')
    await waitFor(() => posted.length === 1, 'the batch sent')
    expect(posted[0]).toEqual({
      create: [
        { inventory_item_id: size54.id, location_id: workshop.id, stocked_quantity: 1 },
        { inventory_item_id: size50.id, location_id: workshop.id, stocked_quantity: 0 },
      ],
      update: [
        { inventory_item_id: size54.id, location_id: shop.id, stocked_quantity: 2 },
        { inventory_item_id: size50.id, location_id: shop.id, stocked_quantity: 1200 },
      ],
    })
  })

  it('refuses fractions, stock below what orders reserved and an emptied level, saying why', async () => {
    await renderAdmin(<StockGrid variants={variants} onClose={() => undefined} />, '/', 'de')
    await waitFor(() => !!cell('54', shop.name), 'the grid')
    await paste(cell('54', shop.name), '0\n2,5')
    expect(cell('50', shop.name).getAttribute('aria-invalid')).toBe('true')
    expect(alert()).toContain('Keine ganzen Stückzahlen: 1')
    expect(alert()).toContain('Weniger als für Bestellungen reserviert: 1')
    expect(saveButton().disabled).toBe(true)
    await type(cell('50', shop.name), '')
    expect(alert()).toContain('Geleerte Zellen, wo die Variante gelagert wird: 1')
    await type(cell('50', shop.name), '3')
    await type(cell('54', shop.name), '1')
    expect(alert()).toBe('')
    expect(saveButton().disabled).toBe(false)
  })
})

describe('a product without counted stock', () => {
  it('says so instead of an empty grid', async () => {
    const uncounted = variants.map((variant) => ({ ...variant, manage_inventory: false }))
    await renderAdmin(<StockGrid variants={uncounted} onClose={() => undefined} />, '/', 'en')
    expect(document.body.textContent).toContain('No variant of this product keeps stock.')
  })
})
