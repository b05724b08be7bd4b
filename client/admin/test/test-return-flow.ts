import { z } from 'zod'
import { defineFlow } from '../engine/flow/flow-spec'
import { formOf } from '../engine/resource'

type Item = { item_id: string; title: string; ordered: number; quantity: number; reason: string }
export type Change = { id: string; items: Item[] }
type Preview = { refund: number; total: number }

/** A return of an order with two rings, as Medusa's return flow is shaped; the calls are recorded instead of sent. */
export function returnFlow() {
  const calls: string[] = []
  const lines = z.object({ item_id: z.string(), title: z.string(), ordered: z.number(), quantity: z.number().int().min(0), reason: z.string() })
  const spec = defineFlow({
    title: 'flow.request',
    begin: async () => {
      calls.push('begin')
      return {
        id: 'return_1',
        items: [
          { item_id: 'item_1', title: 'Ring Aurelia', ordered: 2, quantity: 0, reason: '' },
          { item_id: 'item_2', title: 'Kette Luna', ordered: 1, quantity: 0, reason: '' },
        ],
      } satisfies Change
    },
    choose: formOf<Change>()({
      schema: z.object({ items: z.array(lines) }),
      fields: [
        {
          name: 'items',
          label: 'flow.request',
          lines: {
            text: (line) => `${line.title} (${line.ordered})`,
            fields: [
              { name: 'quantity', label: 'inventory.quantity' },
              { name: 'reason', label: 'fields.description' },
            ],
          },
        },
      ],
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
