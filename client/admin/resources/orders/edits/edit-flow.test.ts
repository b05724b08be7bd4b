// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { chooseFor } from '../../../engine/flow/flow-spec'
import type { RenderContext } from '../../../engine/resource'
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

function recorded({ failFirstRequest = false } = {}) {
  const calls: string[] = []
  let requests = 0
  const flow = editFlow(
    {
      title: 'orderEdits.title',
      custom: false,
      begin: async (id) => calls.push(`begin ${id}`),
      update: async (id, itemId, quantity) => calls.push(`update ${id} ${itemId}×${quantity}`),
      add: async (id, lines) => {
        calls.push(`add ${id} ${lines.map((line) => `${line.variant_id}×${line.quantity}`).join(',')}`)
        return [`action_${calls.length}`]
      },
      removeAdded: async (id, actionId) => calls.push(`remove ${id} ${actionId}`),
      updateAdded: async (id, actionId, quantity) => calls.push(`change ${id} ${actionId}×${quantity}`),
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
  return { flow, calls }
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

  it('tried again after a failed request, changes the pending line it added and sends only quantities Medusa does not have yet', async () => {
    const { flow, calls } = recorded({ failFirstRequest: true })
    const edit = await flow.begin()
    const first = chooseFor(flow.choose, edit, CONTEXT).schema.parse({
      items: [{ ...edit.items[0], quantity: 0 }, edit.items[1]],
      added: [{ variant_id: 'variant_9', title: 'Ohrstecker', quantity: 1 }],
    })
    await expect(flow.request(edit, first)).rejects.toThrow('400')
    // staff change their mind: the ring stays as it was, two pairs of ear studs
    const second = chooseFor(flow.choose, edit, CONTEXT).schema.parse({
      items: edit.items,
      added: [{ variant_id: 'variant_9', title: 'Ohrstecker', quantity: 2 }],
    })
    await flow.request(edit, second)
    expect(calls.slice(1)).toEqual([
      'update order_1 item_1×0',
      'add order_1 variant_9×1',
      'request order_1',
      'update order_1 item_1×2',
      'change order_1 action_3×2',
      'request order_1',
    ])
  })

  it('tried again with other lines, drops the pending line no longer wanted and adds only the new one', async () => {
    const { flow, calls } = recorded({ failFirstRequest: true })
    const edit = await flow.begin()
    const parse = (added: { variant_id: string; title: string; quantity: number }[]) =>
      chooseFor(flow.choose, edit, CONTEXT).schema.parse({ items: edit.items, added })
    await expect(flow.request(edit, parse([{ variant_id: 'variant_9', title: 'Ohrstecker', quantity: 1 }]))).rejects.toThrow('400')
    await flow.request(edit, parse([{ variant_id: 'variant_7', title: 'Kette', quantity: 1 }]))
    expect(calls.slice(1)).toEqual(['add order_1 variant_9×1', 'request order_1', 'remove order_1 action_2', 'add order_1 variant_7×1', 'request order_1'])
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
