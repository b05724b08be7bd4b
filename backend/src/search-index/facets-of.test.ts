import { describe, expect, it } from 'vitest'
import { buildSearchDocument } from './document'
import { facetsOf } from './facets-of'

const level = (stocked: number, reserved = 0) => ({ inventory: { location_levels: [{ stocked_quantity: stocked, reserved_quantity: reserved }] } })
const ringVariant = (material: string, size: string, stocked: number) => ({
  metadata: { material },
  manage_inventory: true,
  options: [
    { value: material === 'platinum' ? 'Platin' : 'Gold 750', option: { title: 'Legierung' } },
    { value: size, option: { title: 'Ringgröße' } },
  ],
  inventory_items: [level(stocked)],
})

describe('what a shopper filters a product by', () => {
  it("reads a ring's materials, their colours, its stones, its sizes in order and whether one can be bought", () => {
    const facets = facetsOf({
      metadata: { material: 'gold750', stones: ['diamond', 'opal', 'diamond'] },
      variants: [ringVariant('gold750', '56', 0), ringVariant('gold750', '48', 0), ringVariant('platinum', '54', 2)],
    })
    expect(facets).toEqual({
      materials: ['gold750', 'platinum'],
      colours: ['yellow', 'white'],
      stones: ['diamond'],
      ring_sizes: ['48', '54', '56'],
      in_stock: true,
    })
  })

  it('takes a colour the piece names over its material’s, and the product’s material where a variant has none', () => {
    expect(facetsOf({ metadata: { material: 'gold750', metal_colour: 'rose' }, variants: [{ manage_inventory: false }] })).toMatchObject({
      materials: ['gold750'],
      colours: ['rose'],
      ring_sizes: [],
      in_stock: true,
    })
  })

  it('counts reserved pieces out of the stock, and back orders in', () => {
    expect(facetsOf({ variants: [{ manage_inventory: true, inventory_items: [level(1, 1)] }] }).in_stock).toBe(false)
    expect(facetsOf({ variants: [{ manage_inventory: true, allow_backorder: true, inventory_items: [level(0)] }] }).in_stock).toBe(true)
    expect(facetsOf({ variants: [] }).in_stock).toBe(false)
  })

  it('go into the search document with the creation time', () => {
    const doc = buildSearchDocument({ id: 'prod_1', title: 'Ring', handle: 'ring', created_at: '2026-01-02T00:00:00.000Z', metadata: { material: 'silver' } })
    expect(doc).toMatchObject({ materials: ['silver'], colours: ['white'], stones: [], created_at: Date.UTC(2026, 0, 2) })
  })
})
