import { z } from 'zod'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { pendingChange } from '../../../engine/flow/pending-change'
import { formOf, type QueryName } from '../../../engine/resource'
import type { MessageKey } from '../../../i18n'
import { type PreviewWithActions, pendingActions } from '../calls/pending-actions'
import type { PreviewMoney } from '../calls/preview-money'
import { type AddedLine, addedLine } from './added-lines'
import { addedLinesField } from './added-lines-field'
import { type ChangeMoney, moneyAmounts } from './money-amounts'

/** A line as an edit starts from it: what was there (`ordered`) and what staff make of it (`quantity`, 0 removes it). */
type EditedLine = { item_id: string; title: string; ordered: number; quantity: number }
/** An open edit: the lines it starts from, the currency of its amounts, and once requested its money. */
export type OpenEdit = { id: string; currency: string; items: EditedLine[]; money?: PreviewMoney }

type EditCalls = {
  title: MessageKey
  /** Custom lines (a title and a net price) besides the catalogue's pieces. */
  custom: boolean
  begin: (id: string) => Promise<unknown>
  update: (id: string, itemId: string, quantity: number) => Promise<unknown>
  /** Adds the lines; answers the ids of every line-adding step of the change (Medusa's `ITEM_ADD` actions). */
  add: (id: string, lines: AddedLine[]) => Promise<string[]>
  /** Drops a line added in this change, by its step's id. */
  removeAdded: (id: string, actionId: string) => Promise<unknown>
  /** Another quantity of a line added in this change (Medusa's pending line), by its step's id. */
  updateAdded: (id: string, actionId: string, quantity: number) => Promise<unknown>
  request: (id: string) => Promise<{ money: PreviewMoney }>
  confirm: (id: string) => Promise<unknown>
  cancel: (id: string) => Promise<unknown>
  done: MessageKey
  invalidates: QueryName[]
}

type Edited = {
  id: string
  currency_code: string
  items?: { id: string; title: string; product_title?: string | null; variant_title?: string | null; quantity: number | string }[] | null
}

const editSchema = z.object({
  items: z.array(z.object({ item_id: z.string(), title: z.string(), ordered: z.number(), quantity: z.number().int().min(0).max(999) })),
  added: z.array(addedLine),
})

// the same piece, or the same custom line (title and price), whatever its quantity
const sameLine = (a: AddedLine, b: AddedLine) =>
  a.variant_id ? a.variant_id === b.variant_id : !b.variant_id && a.title === b.title && a.unit_price === b.unit_price

const lineTitle = (item: NonNullable<Edited['items']>[number]) => [item.product_title ?? item.title, item.variant_title].filter(Boolean).join(' · ')

/**
 * The edit of an order's or a draft's lines as a guided flow: begin, then other quantities of the lines it has
 * (0 removes one) and new lines, request; the difference to pay or to refund is shown before staff confirm, and
 * cancelling drops the pending change, so the order or draft stays as it was.
 */
export function editFlow(calls: EditCalls, target: Edited) {
  // what this opening has put into the pending change: a request tried again after a failure then sets the
  // quantities Medusa does not have yet, changes the pending lines it still wants, drops the others and adds only
  // new ones, instead of adding them twice
  const sent = new Map<string, number>()
  const added: { actionId: string; line: AddedLine }[] = []
  async function sendAdded(id: string, lines: AddedLine[]) {
    const rest = [...lines]
    for (const step of [...added]) {
      const index = rest.findIndex((line) => sameLine(line, step.line))
      if (index < 0) {
        await calls.removeAdded(id, step.actionId)
        added.splice(added.indexOf(step), 1)
        continue
      }
      const [line] = rest.splice(index, 1)
      if (line.quantity !== step.line.quantity) await calls.updateAdded(id, step.actionId, line.quantity)
      step.line = line
    }
    if (!rest.length) return
    const known = new Set(added.map((step) => step.actionId))
    // Medusa answers every line-adding step of the change; the new ones are this call's lines, in their order
    const fresh = (await calls.add(id, rest)).filter((actionId) => !known.has(actionId))
    added.push(...rest.map((line, index) => ({ actionId: fresh[index], line })))
  }
  const choice = formOf<OpenEdit>()({
    schema: editSchema,
    fields: [
      {
        name: 'items',
        label: 'orderEdits.currentItems',
        hint: 'orderEdits.zeroRemoves',
        lines: { text: (line) => `${String(line.title)} (${String(line.ordered)})`, fields: [{ name: 'quantity', label: 'order.quantity' }] },
      },
      { name: 'added', label: 'orderEdits.addItems', component: addedLinesField({ custom: calls.custom }) },
    ],
    values: (edit) => ({ items: edit!.items, added: [] }),
    toBody: (values) => values,
  })
  return defineFlow({
    title: calls.title,
    choose: choice,
    ...pendingChange({
      begin: async (): Promise<OpenEdit> => {
        await calls.begin(target.id)
        const items = (target.items ?? []).map((item) => ({
          item_id: item.id,
          title: lineTitle(item),
          ordered: Number(item.quantity),
          quantity: Number(item.quantity),
        }))
        return { id: target.id, currency: target.currency_code, items }
      },
      fill: async (edit, values: z.output<typeof editSchema>) => {
        for (const line of values.items.filter((item) => item.quantity !== (sent.get(item.item_id) ?? item.ordered))) {
          await calls.update(edit.id, line.item_id, line.quantity)
          sent.set(line.item_id, line.quantity)
        }
        await sendAdded(edit.id, values.added)
        return { ...edit, money: (await calls.request(edit.id)).money }
      },
      // `fill` sends only what differs from what this opening sent before
      again: async () => undefined,
      cancel: (edit) => calls.cancel(edit.id),
    }),
    preview: async (edit): Promise<ChangeMoney> => ({ ...edit.money!, currency: edit.currency }),
    amounts: moneyAmounts,
    confirm: (edit) => calls.confirm(edit.id),
    done: calls.done,
    invalidates: calls.invalidates,
  })
}

/** The ids of the line-adding steps of a change, read from Medusa's preview of the order or draft. */
export const addedSteps = (preview: PreviewWithActions) => pendingActions(preview, 'ITEM_ADD').map((action) => action.id)
