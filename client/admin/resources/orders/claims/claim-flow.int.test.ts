import { describe, expect, it } from 'vitest'
import type { RenderContext } from '../../../engine/resource'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { claimFlow } = await import('./claim-flow')
const { chooseFor } = await import('../../../engine/flow/flow-spec')
const { placePaidOrder, readOrder } = await import('../calls/test/placed-order')
const { claims } = await import('../calls/change-kinds')
const { retrieveOrderPreview } = await import('../calls/order-preview')
const { pendingActions } = await import('../calls/pending-actions')
const { orderSnapshot } = await import('../calls/test/order-snapshot')

const context = { t: (key: string) => key, locale: 'de' } as RenderContext

describe('claimFlow (the refund claim as its screen runs it against Medusa)', () => {
  it('claims a piece that comes back, or stays with the customer: the preview shows its price to refund; cancelled, the order is as it was', async () => {
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
    // staying with the customer, the piece is refunded all the same (Medusa would count nothing: rules/claim-refund.ts)
    values.items[0].back = false
    const kept = await flow.request(requested, form.schema.parse(values))
    expect(pendingActions((await retrieveOrderPreview(order.id)).preview, 'RETURN_ITEM')).toEqual([])
    expect(flow.amounts(await flow.preview(kept))[0]).toMatchObject({ label: 'claims.customerGetsBack', amount: Number(order.items![0].unit_price) })
    await flow.cancel(kept)
    expect(orderSnapshot(await readOrder(order.id))).toEqual(before)
  })

  it('a claimed quantity changed after its money was shown is changed in place, and the confirmed claim holds it with its reason', async () => {
    const order = await placePaidOrder({ quantity: 2, shipped: true })
    const [line] = order.items!
    const flow = claimFlow(order, 'refund')
    const change = await flow.begin()
    const form = chooseFor(flow.choose, change, context)
    const values = form.values(change)
    values.items[0] = { ...values.items[0], quantity: 1, reason: 'wrong_item', note: 'Falscher Stein' }
    const requested = await flow.request(change, form.schema.parse(values))
    const [claimed] = pendingActions((await retrieveOrderPreview(order.id)).preview, 'WRITE_OFF_ITEM')
    values.items[0] = { ...values.items[0], quantity: 2, note: 'Beide Steine falsch' }
    const changed = await flow.request(requested, form.schema.parse(values))
    expect(flow.amounts(await flow.preview(changed))[0]).toMatchObject({ label: 'claims.customerGetsBack', amount: 2 * Number(line.unit_price) })
    const held = pendingActions((await retrieveOrderPreview(order.id)).preview)
    expect(held.filter((step) => step.action === 'WRITE_OFF_ITEM').map((step) => [step.id, step.quantity])).toEqual([[claimed.id, 2]])
    expect(held.filter((step) => step.action === 'RETURN_ITEM').map((step) => step.quantity)).toEqual([2])
    await flow.confirm(changed)
    const stored = await claims.retrieve(change.id)
    expect(stored.claim_items?.map((item) => [item.item_id, item.quantity, item.reason])).toEqual([[line.id, 2, 'wrong_item']])
    expect((await readOrder(order.id)).summary!.pending_difference).toBe(-2 * Number(line.unit_price))
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
