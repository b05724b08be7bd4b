// @vitest-environment jsdom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { press, renderAdmin, type, waitFor } from '../../test/render-admin'
import { type Change, returnFlow } from '../../test/test-return-flow'
import { formOf } from '../resource'
import { FlowScreen } from './flow-screen'
import { defineFlow } from './flow-spec'

const input = (name: string) => document.querySelector<HTMLInputElement>(`[data-field="${name}"] input`)!

describe('FlowScreen (begin → choose items → request → preview → confirm, or cancel)', () => {
  it('begins, takes one line per item with quantity and reason, shows the amounts and only then confirms', async () => {
    const { spec, calls } = returnFlow()
    const onClose = vi.fn()
    const view = await renderAdmin(<FlowScreen spec={spec} onClose={onClose} />)
    await waitFor(() => !!document.querySelector('[data-lines="items"]'), 'the lines')
    expect([...document.querySelectorAll('[data-line]')].map((line) => line.querySelector('p')?.textContent)).toEqual(['Ring Aurelia (2)', 'Kette Luna (1)'])
    // the lines are headed by their field's label
    expect(document.getElementById(document.querySelector('[data-lines="items"]')!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Next: check the amounts',
    )
    await type(input('items.0.quantity'), '1')
    await type(input('items.0.reason'), 'zu klein')
    await press('Next: check the amounts')
    await waitFor(() => !!document.querySelector('[data-flow-amounts]'), 'the preview')
    expect(document.querySelector('[data-flow-amounts]')?.textContent).toContain('€450.00')
    expect(calls).toEqual(['begin', 'request item_1×1:zu klein,item_2×0:', 'preview'])
    await press('Confirm')
    await waitFor(() => document.querySelector('[data-flow-step]')?.getAttribute('data-flow-step') === 'confirmed', 'the confirmation')
    await view.unmount()
    // a confirmed change is not cancelled when the screen goes away
    expect(calls).toEqual(['begin', 'request item_1×1:zu klein,item_2×0:', 'preview', 'confirm return_1'])
  })

  it('cancels the pending change when the screen is left half-way, and one that begins after it was left', async () => {
    const { spec, calls } = returnFlow()
    const view = await renderAdmin(<FlowScreen spec={spec} onClose={() => undefined} />)
    await waitFor(() => !!document.querySelector('[data-lines="items"]'), 'the lines')
    await view.unmount()
    await act(() => Promise.resolve())
    expect(calls).toEqual(['begin', 'cancel return_1'])

    let begun: (change: Change) => void = () => undefined
    const slow = { ...spec, begin: () => new Promise<Change>((resolve) => (begun = resolve)) }
    const early = await renderAdmin(<FlowScreen spec={slow} onClose={() => undefined} />)
    await early.unmount()
    await act(async () => begun({ id: 'return_2', items: [] }))
    expect(calls).toEqual(['begin', 'cancel return_1', 'cancel return_2'])
  })

  it('cancels on "Cancel the change" and on leaving the page (pagehide)', async () => {
    const { spec, calls } = returnFlow()
    const onClose = vi.fn()
    const view = await renderAdmin(<FlowScreen spec={spec} onClose={onClose} />)
    await waitFor(() => !!document.querySelector('[data-lines="items"]'), 'the lines')
    await act(async () => window.dispatchEvent(new Event('pagehide')))
    expect(calls).toEqual(['begin', 'cancel return_1'])
    await view.unmount()
    expect(calls).toEqual(['begin', 'cancel return_1'])

    const second = returnFlow()
    const again = await renderAdmin(<FlowScreen spec={second.spec} onClose={onClose} />)
    await waitFor(() => !!document.querySelector('[data-lines="items"]'), 'the lines')
    await press('Cancel')
    await waitFor(() => onClose.mock.calls.length === 1, 'the close')
    expect(second.calls).toEqual(['begin', 'cancel return_1'])
    await again.unmount()
    expect(second.calls).toEqual(['begin', 'cancel return_1'])
  })

  it('builds the choice from the begun change when its choices are data the change brought', async () => {
    const { spec, calls } = returnFlow()
    const chosen: string[] = []
    const replacement = defineFlow({
      ...spec,
      // the choices exist only once the change has begun (an exchange offers the order's other variants)
      choose: (change: Change) =>
        formOf<Change>()({
          schema: z.object({ item_id: z.string().min(1) }),
          fields: [
            { name: 'item_id', label: 'flow.request', kind: 'select', choices: change.items.map((item) => ({ value: item.item_id, text: item.title })) },
          ],
          values: () => ({ item_id: change.items[0].item_id }),
          toBody: (values) => values,
        }),
      request: async (change, values) => (chosen.push(values.item_id), change),
    })
    const view = await renderAdmin(<FlowScreen spec={replacement} onClose={() => undefined} />)
    await waitFor(() => !!document.querySelector('[data-field="item_id"] select'), 'the choice')
    const select = document.querySelector('[data-field="item_id"]')!.querySelector('select')!
    expect([...select.options].map((option) => option.textContent)).toEqual(['Ring Aurelia', 'Kette Luna'])
    await act(async () => {
      select.value = 'item_2'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await press('Next: check the amounts')
    await waitFor(() => !!document.querySelector('[data-flow-amounts]'), 'the preview')
    expect(chosen).toEqual(['item_2'])
    expect(calls).toEqual(['begin', 'preview'])
    await view.unmount()
  })

  it('goes back from the money to the choice as requested, and requests the changed choice on the same change', async () => {
    const { spec, calls } = returnFlow()
    const view = await renderAdmin(<FlowScreen spec={spec} onClose={() => undefined} />)
    await waitFor(() => !!document.querySelector('[data-lines="items"]'), 'the lines')
    await type(input('items.0.quantity'), '1')
    await press('Next: check the amounts')
    await waitFor(() => !!document.querySelector('[data-flow-amounts]'), 'the preview')
    await press('Change the choice')
    await waitFor(() => !!document.querySelector('[data-lines="items"]'), 'the lines again')
    expect(input('items.0.quantity').value).toBe('1')
    await type(input('items.0.quantity'), '2')
    await press('Next: check the amounts')
    await waitFor(() => !!document.querySelector('[data-flow-amounts]'), 'the preview again')
    expect(calls).toEqual(['begin', 'request item_1×1:,item_2×0:', 'preview', 'request item_1×2:,item_2×0:', 'preview'])
    await view.unmount()
  })

  it("a change Medusa refuses to begin says why in the staff's words, and not that something was cancelled", async () => {
    const { spec, calls } = returnFlow()
    const refused = {
      ...spec,
      begin: () =>
        Promise.reject(Object.assign(new Error('Order (order_1) already has an existing active order change'), { status: 400, statusText: 'Bad Request' })),
    }
    const view = await renderAdmin(<FlowScreen spec={refused} onClose={() => undefined} />)
    await waitFor(() => !!document.querySelector('[role=alert]'), 'the refusal')
    expect(document.querySelector('[role=alert]')?.textContent).toMatch(/^A change of this order is already open/)
    expect(document.querySelector('[role=status]')).toBeNull()
    expect(document.querySelector('[data-flow-step]')?.getAttribute('data-flow-step')).toBe('refused')
    expect(calls).toEqual([])
    await view.unmount()
  })
})
