import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique } from '../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { inventoryItems, productOf } = await import('./inventory-items')
const { reservations, reservationForm } = await import('./reservations')
const { stockLocations } = await import('./stock-locations')
const { bookStock } = await import('./stock-actions')

type Level = { location_id: string; stocked_quantity: number; reserved_quantity: number; available_quantity: number }

describe('inventory, reservations and stock locations through their admin calls', () => {
  it("names each item's product and variant in the list", async () => {
    const [variant] = (
      await request<{ variants: { sku: string; title: string; product: { title: string } }[] }>('/admin/product-variants', {
        query: { q: 'AUR-VR01', fields: 'sku,title,product.title', limit: 1 },
      })
    ).variants
    expect(variant, 'the seed has the Aurelia engagement ring').toBeDefined()
    const { rows } = await callsOf(inventoryItems).list(listQuery(inventoryItems, { ...EMPTY_LIST_STATE, q: variant.sku }))
    expect(rows.map(productOf)).toEqual([`${variant.product.title} · ${variant.title}`])
  })

  it('runs an item, its levels at two locations, a reservation and a location with its links', async () => {
    const locations = callsOf(stockLocations)
    const name = unique('it-lager')
    const location = await locations.create(
      stockLocations.create!.toBody({
        ...stockLocations.create!.values(),
        name,
        address: { address_1: 'Goldgasse 1', address_2: '', company: '', postal_code: '75175', city: 'Pforzheim', province: '', country_code: 'de', phone: '' },
      }),
    )
    const second = await locations.create({ name: `${name}-2`, address: { address_1: 'Silberweg 2', country_code: 'DE' } })
    await locations.update(location.id, { name: `${name}-a` })
    expect((await locations.retrieve(location.id, { fields: stockLocations.detail!.fields })).address?.city).toBe('Pforzheim')
    expect((await locations.list(listQuery(stockLocations, { ...EMPTY_LIST_STATE, q: name }))).count).toBe(2)

    // the location's sales channels and fulfillment providers
    const { sales_channels } = await request<{ sales_channels: { id: string }[] }>('/admin/sales-channels', { query: { fields: 'id', limit: 1 } })
    const { fulfillment_providers } = await request<{ fulfillment_providers: { id: string }[] }>('/admin/fulfillment-providers', {
      query: { fields: 'id', limit: 1 },
    })
    await request(`/admin/stock-locations/${location.id}/sales-channels`, { method: 'POST', body: { add: [sales_channels[0].id] } })
    await request(`/admin/stock-locations/${location.id}/fulfillment-providers`, { method: 'POST', body: { add: [fulfillment_providers[0].id] } })
    let detail = await locations.retrieve(location.id, { fields: stockLocations.detail!.fields })
    expect(detail.sales_channels?.map((channel) => channel.id)).toEqual([sales_channels[0].id])
    expect(detail.fulfillment_providers?.map((provider) => provider.id)).toEqual([fulfillment_providers[0].id])
    await request(`/admin/stock-locations/${location.id}/sales-channels`, { method: 'POST', body: { remove: [sales_channels[0].id] } })
    await request(`/admin/stock-locations/${location.id}/fulfillment-providers`, { method: 'POST', body: { remove: [fulfillment_providers[0].id] } })

    // a fulfillment set with a service zone: create, read, update, delete
    await request(`/admin/stock-locations/${location.id}/fulfillment-sets`, { method: 'POST', body: { name: `${name} Abholung`, type: 'pickup' } })
    detail = await locations.retrieve(location.id, { fields: stockLocations.detail!.fields })
    const set = (detail as unknown as { fulfillment_sets: { id: string; name: string }[] }).fulfillment_sets[0]
    expect(set.name).toBe(`${name} Abholung`)
    const zones = `/admin/fulfillment-sets/${set.id}/service-zones`
    const { fulfillment_set } = await request<{ fulfillment_set: { service_zones: { id: string }[] } }>(zones, {
      method: 'POST',
      body: { name: 'DACH', geo_zones: ['de', 'at', 'ch'].map((country_code) => ({ type: 'country', country_code })) },
    })
    const zoneId = fulfillment_set.service_zones[0].id
    expect((await request<{ service_zone: { name: string } }>(`${zones}/${zoneId}`)).service_zone.name).toBe('DACH')
    await request(`${zones}/${zoneId}`, { method: 'POST', body: { name: 'D-A-CH' } })
    await request(`${zones}/${zoneId}`, { method: 'DELETE' })
    await request(`/admin/fulfillment-sets/${set.id}`, { method: 'DELETE' })

    // an inventory item with its levels
    const items = callsOf(inventoryItems)
    const sku = unique('IT-STOCK').toUpperCase()
    const item = await items.create(inventoryItems.create!.toBody({ ...inventoryItems.create!.values(), sku, title: 'Ring', origin_country: 'DE', weight: 4 }))
    await items.update(item.id, { title: 'Ring Gold' })
    expect((await items.retrieve(item.id, { fields: inventoryItems.detail!.fields })).origin_country).toBe('de')
    const levels = `/admin/inventory-items/${item.id}/location-levels`
    await request(levels, { method: 'POST', body: { location_id: location.id, stocked_quantity: 3 } })
    await request(`${levels}/batch`, { method: 'POST', body: { create: [{ location_id: second.id, stocked_quantity: 1 }] } })
    await request(`${levels}/${location.id}`, { method: 'POST', body: { stocked_quantity: 5 } })
    await request('/admin/inventory-items/location-levels/batch', {
      method: 'POST',
      body: { update: [{ inventory_item_id: item.id, location_id: second.id, stocked_quantity: 2 }] },
    })
    const read = async () =>
      (await request<{ inventory_levels: Level[] }>(levels, { query: { fields: 'location_id,stocked_quantity,reserved_quantity,available_quantity' } }))
        .inventory_levels
    expect(Object.fromEntries((await read()).map((level) => [level.location_id, level.stocked_quantity]))).toEqual({ [location.id]: 5, [second.id]: 2 })
    expect((await items.list(listQuery(inventoryItems, { ...EMPTY_LIST_STATE, q: sku }))).rows[0]).toMatchObject({ stocked_quantity: 7 })

    // a reservation lowers what is available
    const reservationCalls = callsOf(reservations)
    const reservation = await reservationCalls.create(
      reservationForm.toBody({ inventory_item_id: item.id, location_id: location.id, quantity: 2, description: 'Für Frau Mustermann' }),
    )
    expect((await read()).find((level) => level.location_id === location.id)).toMatchObject({ reserved_quantity: 2, available_quantity: 3 })
    await reservationCalls.update(
      reservation.id,
      reservations.edit!.toBody({ inventory_item_id: item.id, location_id: location.id, quantity: 1, description: 'Nur einer' }),
    )
    expect((await reservationCalls.retrieve(reservation.id)).quantity).toBe(1)
    const listed = await reservationCalls.list(listQuery(reservations, { ...EMPTY_LIST_STATE, filters: { inventory_item_id: [item.id] } }))
    expect(listed.rows.map((row) => row.id)).toEqual([reservation.id])
    await reservationCalls.remove(reservation.id)

    // a level is removed once nothing is stocked there
    await request(`${levels}/batch`, {
      method: 'POST',
      body: {
        update: [
          { location_id: second.id, stocked_quantity: 0 },
          { location_id: location.id, stocked_quantity: 0 },
        ],
      },
    })
    await request(`${levels}/${second.id}`, { method: 'DELETE' })
    expect((await read()).map((level) => level.location_id)).toEqual([location.id])
    await request(`${levels}/${location.id}`, { method: 'DELETE' })
    await items.remove(item.id)
    await locations.remove(location.id)
    await locations.remove(second.id)
    expect((await locations.retrieve(location.id).catch((error) => error)).status).toBe(404)
  })

  it('books stock for several items at one location in one call: added to, set, and all or nothing', async () => {
    const items = callsOf(inventoryItems)
    const sku = unique('IT-BOOK').toUpperCase()
    const [ring, chain] = await Promise.all(['R', 'C'].map((kind) => items.create({ sku: `${sku}-${kind}`, title: `Booking ${kind}` })))
    const { stock_locations } = await request<{ stock_locations: { id: string }[] }>('/admin/stock-locations', { query: { fields: 'id', limit: 1 } })
    const location = stock_locations[0].id
    await request(`/admin/inventory-items/${ring.id}/location-levels`, { method: 'POST', body: { location_id: location, stocked_quantity: 3 } })
    const stocked = async (id: string) =>
      (
        await request<{ inventory_levels: Level[] }>(`/admin/inventory-items/${id}/location-levels`, { query: { fields: 'location_id,stocked_quantity' } })
      ).inventory_levels.find((level) => level.location_id === location)?.stocked_quantity
    // the list's rows carry their levels, as the action's form checks them
    const rows = (await items.list(listQuery(inventoryItems, { ...EMPTY_LIST_STATE, q: sku }))).rows
    expect(rows.find((row) => row.id === ring.id)?.location_levels?.map((level) => level.location_id)).toEqual([location])

    await bookStock.run(rows, { location_id: location, mode: 'add', quantity: 2, items: [] })
    expect([await stocked(ring.id), await stocked(chain.id)]).toEqual([5, 2])
    await bookStock.run(rows, { location_id: location, mode: 'set', quantity: 1, items: [] })
    expect([await stocked(ring.id), await stocked(chain.id)]).toEqual([1, 1])

    // Medusa books the batch in one workflow: a level it cannot update (an item deleted meanwhile) undoes the levels
    // it created in the same call
    const fresh = await items.create({ sku: `${sku}-F`, title: 'Booking F' })
    const batch = {
      create: [{ inventory_item_id: fresh.id, location_id: location, stocked_quantity: 4 }],
      update: [{ inventory_item_id: 'iitem_01NOTANITEM00000000000000', location_id: location, stocked_quantity: 4 }],
    }
    await expect(request('/admin/inventory-items/location-levels/batch', { method: 'POST', body: batch })).rejects.toMatchObject({ status: expect.any(Number) })
    expect(await stocked(fresh.id)).toBeUndefined()
    await items.remove(fresh.id)

    // the form refuses a stocktaking below what is reserved at the location, and an addition of nothing
    const form = bookStock.form!
    const withLevels = [{ id: ring.id, location_levels: [{ location_id: location, stocked_quantity: 1, reserved_quantity: 2 }] }]
    expect(form.schema.safeParse({ location_id: location, mode: 'set', quantity: 1, items: withLevels }).success).toBe(false)
    expect(form.schema.safeParse({ location_id: location, mode: 'set', quantity: 2, items: withLevels }).success).toBe(true)
    expect(form.schema.safeParse({ location_id: location, mode: 'add', quantity: 0, items: withLevels }).success).toBe(false)

    for (const item of [ring, chain]) await items.remove(item.id)
  })
})
