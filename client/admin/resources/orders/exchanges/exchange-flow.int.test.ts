import { describe, expect, it } from 'vitest'
import type { RenderContext } from '../../../engine/resource'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { exchangeFlow } = await import('./exchange-flow')
const { chooseFor } = await import('../../../engine/flow/flow-spec')
const { sdk } = await import('../../../api/sdk')
const { placePaidOrder, readOrder } = await import('../calls/test/placed-order')
const { orderSnapshot } = await import('../calls/test/order-snapshot')
const { retrieveOrderPreview } = await import('../calls/order-preview')
const { pendingActions } = await import('../calls/pending-actions')

const context = { t: (key: string) => key, locale: 'en' } as RenderContext

describe('exchangeFlow (as its screen runs it against Medusa)', () => {
  it('a request that fails half-way is tried again on the same exchange, its steps settled: the price difference counts each piece once', async () => {
    const order = await placePaidOrder({ quantity: 1, shipped: true })
    const before = orderSnapshot(order)
    const unit = Number(order.items![0].unit_price)
    const flow = exchangeFlow(order)
    const change = await flow.begin()
    const form = chooseFor(flow.choose, change, context)
    const values = form.values(change)
    // the wrong size comes back (its reason preset), the same ring goes out at the agreed price of the larger size
    expect(values.items[0].reason_id).not.toBe('')
    values.items[0].quantity = 1
    values.outbound[0].quantity = 1
    values.outbound[0].price = unit + 5
    const shipping = values.shipping_option
    expect(shipping).toBe(order.shipping_methods![0].shipping_option_id)

    // the piece coming back is already in the exchange when its outbound shipping fails
    await expect(flow.request(change, form.schema.parse({ ...values, shipping_option: 'so_gone' }))).rejects.toThrow()
    const requested = await flow.request(change, form.schema.parse(values))
    expect(flow.amounts(await flow.preview(requested))[0]).toMatchObject({ label: 'claims.customerPays', amount: 5 })
    const steps = async () => pendingActions((await retrieveOrderPreview(order.id)).preview).map((step) => [step.action, step.quantity])
    expect((await steps()).filter(([action]) => action !== 'SHIPPING_ADD')).toEqual([
      ['RETURN_ITEM', 1],
      ['ITEM_ADD', 1],
    ])
    // back from the money: two of the larger size go out, the second at the catalogue's price
    values.outbound[0].quantity = 2
    values.outbound[0].price = null
    const changed = await flow.request(requested, form.schema.parse(values))
    expect(flow.amounts(await flow.preview(changed))[0]).toMatchObject({ label: 'claims.customerPays', amount: unit })
    expect((await steps()).filter(([action]) => action !== 'SHIPPING_ADD')).toEqual([
      ['RETURN_ITEM', 1],
      ['ITEM_ADD', 2],
    ])

    await flow.cancel(changed)
    expect(orderSnapshot(await readOrder(order.id))).toEqual(before)
    expect((await sdk.admin.exchange.list({ order_id: order.id, fields: 'id' })).exchanges).toEqual([])
  })
})
