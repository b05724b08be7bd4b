import { describe, expect, it } from 'vitest'
import type { RenderContext } from '../../../engine/resource'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { claimFlow } = await import('./claim-flow')
const { chooseFor } = await import('../../../engine/flow/flow-spec')
const { placePaidOrder, readOrder } = await import('../calls/test/placed-order')
const { orderSnapshot } = await import('../calls/test/order-snapshot')

const context = { t: (key: string) => key, locale: 'de' } as RenderContext

describe('claimFlow (the refund claim as its screen runs it against Medusa)', () => {
  it('claims a piece that comes back: the preview shows its price to refund; cancelled, the order is as it was', async () => {
    const order = await placePaidOrder({ quantity: 1, shipped: true })
    const before = orderSnapshot(order)
    const flow = claimFlow(order, 'refund')
    const change = await flow.begin()
    const form = chooseFor(flow.choose, change, context)
    const values = form.values(change)
    // a refund sends nothing out: the form has no outbound lines
    expect(values.outbound).toEqual([])
    values.items[0].quantity = 1
    values.items[0].note = 'Kratzer bei Ankunft'
    const requested = await flow.request(change, form.schema.parse(values))
    const amounts = flow.amounts(await flow.preview(requested))
    expect(amounts[0]).toMatchObject({ label: 'claims.customerGetsBack', amount: Number(order.items![0].unit_price), currency: order.currency_code })
    await flow.cancel(requested)
    expect(orderSnapshot(await readOrder(order.id))).toEqual(before)
  })

  it('refuses a claim of nothing before anything is sent', async () => {
    const order = await placePaidOrder({ quantity: 1, shipped: true })
    const flow = claimFlow(order, 'replace')
    const change = await flow.begin()
    const form = chooseFor(flow.choose, change, context)
    expect(form.schema.safeParse(form.values(change)).error?.issues[0]).toMatchObject({ path: ['items', 0, 'quantity'], message: 'claims.nothingClaimed' })
    await flow.cancel(change)
  })
})
