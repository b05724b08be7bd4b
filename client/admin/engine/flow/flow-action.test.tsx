// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, renderAdmin, waitFor } from '../../test/render-admin'
import { returnFlow } from '../../test/test-return-flow'
import { defineResource } from '../resource'
import { ActionDialog } from '../screens/action-dialog'
import { flowAction } from './flow-action'

type Order = { id: string; display_id: number }

const orders = defineResource<Order>({
  name: 'orders',
  path: '/admin/orders',
  listKey: 'orders',
  itemKey: 'order',
  route: '/orders',
  title: (order) => `#${order.display_id}`,
  list: { columns: [{ id: 'display_id', label: 'fields.title' }] },
})

afterEach(cleanup)

describe('flowAction', () => {
  it('opens its flow for the row in a drawer, once, and closing the drawer half-way cancels the change', async () => {
    const { spec, calls } = returnFlow()
    const opened: string[] = []
    const action = flowAction<Order>({ id: 'return', label: 'flow.request', flow: (order) => (opened.push(order.id), spec) })
    let closed = 0
    await renderAdmin(<ActionDialog resource={orders} action={action} rows={[{ id: 'order_1', display_id: 28 }]} onClose={() => closed++} />)
    await waitFor(() => !!document.querySelector('[role="dialog"] [data-lines="items"]'), 'the flow in the drawer')
    expect(opened).toEqual(['order_1'])
    const close = document.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]')!
    await act(async () => close.click())
    await act(() => Promise.resolve())
    expect(closed).toBe(1)
    expect(calls).toEqual(['begin', 'cancel return_1'])
  })
})
