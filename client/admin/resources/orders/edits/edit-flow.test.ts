// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { chooseFor } from '../../../engine/flow/flow-spec'
import type { RenderContext } from '../../../engine/resource'
import type { PendingAction } from '../calls/pending-actions'
import { pendingStep } from '../calls/test/pending-step'
import { editFlow } from './edit-flow'

// the edit's choice does not depend on the staff's language
const CONTEXT: RenderContext = { t: (key) => key, locale: 'de' }

const money = { totalBefore: 100, totalAfter: 130, change: 30, paid: 100, toPay: 30, toRefund: 0 }
const target = {
  id: 'order_1',
  currency_code: 'eur',
  items: [
    { id: 'item_1', title: 'Ring', product_title: 'Ring Aurelia', variant_title: '54', quantity: 2 },
    { id: 'item_2', title: 'Kette', quantity: 1 },
  ],
}

/** An edit whose Medusa holds the steps `held` answers (what earlier requests put in, or an edit left half-way). */
function recorded({ failFirstRequest = false, resume = false } = {}) {
  const calls: string[] = []
  let requests = 0
  let held: PendingAction[] = []
  const flow = editFlow(
    {
      title: 'orderEdits.title',
      custom: false,
      begin: resume ? null : async (id) => calls.push(`begin ${id}`),
      held: async () => held,
      update: async (id, itemId, quantity) => calls.push(`update ${id} ${itemId}×${quantity}`),
      add: async (id, lines) => calls.push(`add ${id} ${lines.map((line) => `${line.variant_id}×${line.quantity}`).join(',')}`),
      updateAdded: async (id, actionId, quantity) => calls.push(`updateAdded ${id} ${actionId}×${quantity}`),
      withdraw: async (id, step) => calls.push(`remove ${id} ${step.id}`),
      request: async (id) => {
        calls.push(`request ${id}`)
        if (failFirstRequest && requests++ === 0) throw new Error('400')
        return { money }
      },
      confirm: async (id) => calls.push(`confirm ${id}`),
      cancel: async (id) => calls.push(`cancel ${id}`),
      done: 'orderEdits.done',
      invalidates: ['orders'],
    },
    target,
  )
  return { flow, calls, hold: (steps: PendingAction[]) => void (held = steps) }
}

describe('the edit of an order or a draft', () => {
  it('starts from the lines as they are, each with its quantity', async () => {
    const { flow, calls } = recorded()
    const edit = await flow.begin()
    expect(calls).toEqual(['begin order_1'])
    expect(chooseFor(flow.choose, edit, CONTEXT).values(edit)).toEqual({
      items: [
        { item_id: 'item_1', title: 'Ring Aurelia · 54', ordered: 2, quantity: 2 },
        { item_id: 'item_2', title: 'Kette', ordered: 1, quantity: 1 },
      ],
      added: [],
    })
  })

  it('sends only the quantities staff changed, then the new lines, then requests, and shows the money Medusa answered', async () => {
    const { flow, calls } = recorded()
    const edit = await flow.begin()
    const values = chooseFor(flow.choose, edit, CONTEXT).schema.parse({
      items: [{ ...edit.items[0], quantity: 0 }, edit.items[1]],
      added: [{ variant_id: 'variant_9', title: 'Ohrstecker', quantity: 2 }],
    })
    const requested = await flow.request(edit, values)
    expect(calls.slice(1)).toEqual(['update order_1 item_1×0', 'add order_1 variant_9×2', 'request order_1'])
    expect(await flow.preview(requested)).toEqual({ ...money, currency: 'eur' })
    await flow.cancel(requested)
    expect(calls.at(-1)).toBe('cancel order_1')
  })

  it('tried again, or requested again after going back, changes what Medusa holds instead of adding it twice', async () => {
    const { flow, calls, hold } = recorded({ failFirstRequest: true })
    const edit = await flow.begin()
    const first = chooseFor(flow.choose, edit, CONTEXT).schema.parse({
      items: [{ ...edit.items[0], quantity: 0 }, edit.items[1]],
      added: [
        { variant_id: 'variant_9', title: 'Ohrstecker', quantity: 1 },
        { variant_id: 'variant_7', title: 'Kette', quantity: 1 },
      ],
    })
    await expect(flow.request(edit, first)).rejects.toThrow('400')
    hold([
      pendingStep('ITEM_UPDATE', { id: 'act_ring', lineId: 'item_1', quantity: 0 }),
      pendingStep('ITEM_ADD', { id: 'act_studs', variantId: 'variant_9', quantity: 1 }),
      pendingStep('ITEM_ADD', { id: 'act_chain', variantId: 'variant_7', quantity: 1 }),
    ])
    // staff change their mind: the ring stays as it was, two pairs of ear studs, no chain
    const second = chooseFor(flow.choose, edit, CONTEXT).schema.parse({
      items: edit.items,
      added: [{ variant_id: 'variant_9', title: 'Ohrstecker', quantity: 2 }],
    })
    await flow.request(edit, second)
    expect(calls.slice(1)).toEqual([
      'update order_1 item_1×0',
      'add order_1 variant_9×1,variant_7×1',
      'request order_1',
      'update order_1 item_1×2',
      'updateAdded order_1 act_studs×2',
      'remove order_1 act_chain',
      'request order_1',
    ])
  })

  it('resumed, begins nothing and shows the quantities and lines the edit holds', async () => {
    const { flow, calls, hold } = recorded({ resume: true })
    hold([
      pendingStep('ITEM_UPDATE', { lineId: 'item_2', quantity: 3 }),
      pendingStep('ITEM_ADD', { variantId: 'variant_9', title: 'Ohrstecker', quantity: 2 }),
      pendingStep('ITEM_ADD', { title: 'Gravur', quantity: 1, unitPrice: 25 }),
    ])
    const edit = await flow.begin()
    expect(calls).toEqual([])
    expect(chooseFor(flow.choose, edit, CONTEXT).values(edit)).toEqual({
      items: [
        { item_id: 'item_1', title: 'Ring Aurelia · 54', ordered: 2, quantity: 2 },
        { item_id: 'item_2', title: 'Kette', ordered: 1, quantity: 3 },
      ],
      added: [
        { variant_id: 'variant_9', title: 'Ohrstecker', quantity: 2 },
        { unit_price: 25, title: 'Gravur', quantity: 1 },
      ],
    })
  })

  it('refuses an added line without a quantity of at least one', async () => {
    const { flow } = recorded()
    expect(
      chooseFor(flow.choose, await flow.begin(), CONTEXT).schema.safeParse({
        items: [],
        added: [{ variant_id: 'variant_9', title: 'Ohrstecker', quantity: 0 }],
      }).success,
    ).toBe(false)
  })
})
