import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { cancelFulfillment, createFulfillment, createShipment, listShippingOptions, listStockLocations, markAsDelivered } = await import('./fulfilments')
const { placePaidOrder, readOrder, returnShippingOptionId, stockLocationId } = await import('./test/placed-order')
const { listLineProgress } = await import('./line-items')

describe('fulfilments (POST /admin/orders/{id}/fulfillments, …/cancel, …/shipments, …/mark-as-delivered)', () => {
  it('packs part of a paid order at a location, unpacks it, then packs, ships with tracking and delivers all of it', async () => {
    const order = await placePaidOrder({ quantity: 2 })
    const [item] = order.items!
    const location = await stockLocationId()

    const partly = await createFulfillment(order.id, { location_id: location, items: [{ id: item.id, quantity: 1 }] })
    expect((await readOrder(order.id)).fulfillment_status).toBe('partially_fulfilled')
    const first = partly.fulfillments!.find((f) => !f.canceled_at)!
    expect(first.location_id).toBe(location)
    expect(first.items.map((line) => [line.line_item_id, line.quantity])).toEqual([[item.id, 1]])

    await cancelFulfillment(order.id, first.id)
    const unpacked = await readOrder(order.id)
    // Medusa reports an order whose only fulfilment was cancelled as `canceled`; the line is free to pack again
    expect(unpacked.fulfillment_status).toBe('canceled')
    expect(unpacked.items![0].detail).toMatchObject({ fulfilled_quantity: 0 })
    expect(unpacked.fulfillments!.find((f) => f.id === first.id)!.canceled_at).toBeTruthy()

    const packed = await createFulfillment(order.id, { location_id: location, items: [{ id: item.id, quantity: 2 }] })
    expect((await readOrder(order.id)).fulfillment_status).toBe('fulfilled')
    const parcel = packed.fulfillments!.find((f) => !f.canceled_at)!

    const shipped = await createShipment(order.id, parcel.id, {
      items: [{ id: item.id, quantity: 2 }],
      tracking: [
        { tracking_number: 'JJD000390007777', tracking_url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD000390007777' },
      ],
    })
    expect((await readOrder(order.id)).fulfillment_status).toBe('shipped')
    const sent = shipped.fulfillments!.find((f) => f.id === parcel.id)!
    expect(sent.shipped_at).toBeTruthy()
    expect(sent.labels.map((label) => label.tracking_number)).toEqual(['JJD000390007777'])

    await markAsDelivered(order.id, parcel.id)
    const after = await readOrder(order.id)
    expect(after.fulfillment_status).toBe('delivered')
    expect(after.fulfillments!.find((f) => f.id === parcel.id)!.delivered_at).toBeTruthy()
    expect(after.items![0].detail).toMatchObject({ fulfilled_quantity: 2, shipped_quantity: 2, delivered_quantity: 2 })
    // the items section reads the same from the order's lines (GET /admin/orders/{id}/line-items)
    const lines = await listLineProgress(order.id, after.version!)
    expect([...lines.keys()]).toEqual([item.id])
    expect(lines.get(item.id)).toMatchObject({ quantity: 2, fulfilled_quantity: 2, shipped_quantity: 2, delivered_quantity: 2, return_received_quantity: 0 })
  })

  it('refuses to pack more than was ordered with a 4xx and a message', async () => {
    const order = await placePaidOrder({ quantity: 1 })
    const failure = await createFulfillment(order.id, { location_id: await stockLocationId(), items: [{ id: order.items![0].id, quantity: 5 }] }).catch(
      (error) => error,
    )
    expect(failure.status).toBeGreaterThanOrEqual(400)
    expect(failure.status).toBeLessThan(500)
    expect(failure.message).toBeTruthy()
    expect((await readOrder(order.id)).fulfillment_status).toBe('not_fulfilled')
  })

  it('lists where a fulfilment is packed and the ways out it can take, without the return options', async () => {
    const locations = await listStockLocations()
    expect(locations.map((location) => location.id)).toContain(await stockLocationId())
    const options = await listShippingOptions('en')
    expect(options.length).toBeGreaterThan(0)
    expect(options.every((option) => option.name && option.zone)).toBe(true)
    // named in the staff's language: the seeded options have English names beside their German ones
    const german = (await listShippingOptions('de')).map((option) => option.name)
    expect(options.map((option) => option.name)).not.toEqual(german)
    expect(options.map((option) => option.id)).not.toContain(await returnShippingOptionId())
  })
})
