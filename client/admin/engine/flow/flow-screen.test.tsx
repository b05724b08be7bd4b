// @vitest-environment jsdom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { press, renderAdmin, type, waitFor } from '../../test/render-admin'
import { formOf } from '../resource'
import { defineFlow } from './flow-spec'
import { FlowScreen } from './flow-screen'

type Item = { item_id: string; title: string; ordered: number; quantity: number; reason: string }
type Change = { id: string; items: Item[] }
type Preview = { refund: number; total: number }

/** A return of an order with two rings, as Medusa's return flow is shaped; the calls are recorded instead of sent. */
function returnFlow() {
  const calls: string[] = []
  const lines = z.object({ item_id: z.string(), title: z.string(), ordered: z.number(), quantity: z.number().int().min(0), reason: z.string() })
  const spec = defineFlow({
    title: 'flow.request',
    begin: async () => {
      calls.push('begin')
      return { id: 'return_1', items: [{ item_id: 'item_1', title: 'Ring Aurelia', ordered: 2, quantity: 0, reason: '' }, { item_id: 'item_2', title: 'Kette Luna', ordered: 1, quantity: 0, reason: '' }] } satisfies Change
    },
    choose: formOf<Change>()({
      schema: z.object({ items: z.array(lines) }),
      fields: [{ name: 'items', label: 'flow.request', lines: { text: (line) => `${line.title} (${line.ordered})`, fields: [{ name: 'quantity', label: 'inventory.quantity' }, { name: 'reason', label: 'fields.description' }] } }],
      values: (change) => ({ items: change!.items }),
      toBody: (values) => values,
    }),
    request: async (change, values) => {
      calls.push(`request ${values.items.map((item) => `${item.item_id}×${item.quantity}:${item.reason}`).join(',')}`)
      return { ...change, items: values.items }
    },
    preview: async (change) => {
      calls.push('preview')
      return { refund: change.items.reduce((sum, item) => sum + item.quantity * 450, 0), total: 900 } satisfies Preview
    },
    amounts: (preview) => [
      { label: 'flow.confirm', amount: preview.refund, currency: 'eur', emphasis: true },
      { label: 'flow.cancel', amount: preview.total, currency: 'eur' },
    ],
    confirm: async (change) => void calls.push(`confirm ${change.id}`),
    cancel: async (change) => void calls.push(`cancel ${change.id}`),
    done: 'engine.linksSaved',
    invalidates: ['customers'],
  })
  return { spec, calls }
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`[data-field="${name}"] input`)!

describe('FlowScreen (begin → choose items → request → preview → confirm, or cancel)', () => {
  it('begins, takes one line per item with quantity and reason, shows the amounts and only then confirms', async () => {
    const { spec, calls } = returnFlow()
    const onClose = vi.fn()
    const view = await renderAdmin(<FlowScreen spec={spec} onClose={onClose} />)
    await waitFor(() => !!document.querySelector('[data-lines="items"]'), 'the lines')
    expect([...document.querySelectorAll('[data-line]')].map((line) => line.querySelector('p')?.textContent)).toEqual(['Ring Aurelia (2)', 'Kette Luna (1)'])
    await type(input('items.0.quantity'), '1')
    await type(input('items.0.reason'), 'zu klein')
    await press('Request')
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
})
