import { z } from 'zod'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { pendingChange } from '../../../engine/flow/pending-change'
import { formOf, type QueryName } from '../../../engine/resource'
import type { MessageKey } from '../../../i18n'
import { settle } from '../calls/order-changes'
import type { PendingAction } from '../calls/pending-actions'
import type { PreviewMoney } from '../calls/preview-money'
import { type AddedLine, addedLine } from './added-lines'
import { addedLinesField } from './added-lines-field'
import { type ChangeMoney, moneyAmounts } from './money-amounts'

/** A line as an edit starts from it: what was there (`ordered`) and what staff make of it (`quantity`, 0 removes it). */
type EditedLine = { item_id: string; title: string; ordered: number; quantity: number }
/** An open edit: the lines it starts from, the currency of its amounts, and once requested its money. */
export type OpenEdit = { id: string; currency: string; items: EditedLine[]; added: AddedLine[]; money?: PreviewMoney }

type EditCalls = {
  title: MessageKey
  /** Custom lines (a title and a net price) besides the catalogue's pieces. */
  custom: boolean
  /** Opens the edit; null resumes the one left half-way, with the quantities and lines it holds. */
  begin: ((id: string) => Promise<unknown>) | null
  update: (id: string, itemId: string, quantity: number) => Promise<unknown>
  /** The steps the pending change holds (Medusa's preview of the order or draft). */
  held: (id: string) => Promise<PendingAction[]>
  add: (id: string, lines: AddedLine[]) => Promise<unknown>
  /** Another quantity of a line added in this change, by its step's id. */
  updateAdded: (id: string, actionId: string, quantity: number) => Promise<unknown>
  /** Drops a step the change holds (a line added in it), by the route of the step's kind. */
  withdraw: (id: string, step: PendingAction) => Promise<unknown>
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

const lineTitle = (item: NonNullable<Edited['items']>[number]) => [item.product_title ?? item.title, item.variant_title].filter(Boolean).join(' · ')

/**
 * The edit of an order's or a draft's lines as a guided flow: begin, then other quantities of the lines it has
 * (0 removes one) and new lines, request; the difference to pay or to refund is shown before staff confirm, and
 * cancelling drops the pending change, so the order or draft stays as it was.
 */
export function editFlow(calls: EditCalls, target: Edited) {
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
    values: (edit) => ({ items: edit!.items, added: edit!.added }),
    toBody: (values) => values,
  })
  return defineFlow({
    title: calls.title,
    choose: choice,
    ...pendingChange(
      {
        begin: async (): Promise<OpenEdit> => {
          if (calls.begin) await calls.begin(target.id)
          const held = calls.begin ? [] : await calls.held(target.id)
          const changed = (item: string) => held.find((step) => step.action === 'ITEM_UPDATE' && step.lineId === item)?.quantity
          const items = (target.items ?? []).map((item) => ({
            item_id: item.id,
            title: lineTitle(item),
            ordered: Number(item.quantity),
            quantity: changed(item.id) ?? Number(item.quantity),
          }))
          const added = held
            .filter((step) => step.action === 'ITEM_ADD')
            .map((step) => ({
              ...(step.variantId ? { variant_id: step.variantId } : { unit_price: step.unitPrice ?? 0 }),
              title: step.title ?? '',
              quantity: step.quantity ?? 1,
            }))
          return { id: target.id, currency: target.currency_code, items, added }
        },
        // settled against what the change holds: a request tried again after a failure, or after staff went back from
        // the money, changes the quantities and added lines instead of adding them twice
        fill: async (edit, values: z.output<typeof editSchema>, holds) => {
          const held = holds ? await calls.held(edit.id) : []
          const changed = new Set(held.filter((step) => step.action === 'ITEM_UPDATE').map((step) => step.lineId))
          for (const line of values.items.filter((item) => item.quantity !== item.ordered || changed.has(item.item_id)))
            await calls.update(edit.id, line.item_id, line.quantity)
          // a custom line (no variant) is replaced: Medusa changes an added line's quantity only
          const wanted = values.added.map((line, index) => ({ key: line.variant_id ?? `custom ${index}`, line }))
          const missing = await settle(held, (step) => (step.action === 'ITEM_ADD' ? (step.variantId ?? `held ${step.id}`) : null), wanted, {
            update: (actionId, { line }) => calls.updateAdded(edit.id, actionId, line.quantity),
            remove: (step) => calls.withdraw(edit.id, step),
          })
          if (missing.length)
            await calls.add(
              edit.id,
              missing.map(({ line }) => line),
            )
          return { ...edit, money: (await calls.request(edit.id)).money }
        },
        cancel: (edit) => calls.cancel(edit.id),
      },
      calls.begin === null,
    ),
    preview: async (edit): Promise<ChangeMoney> => ({ ...edit.money!, currency: edit.currency }),
    amounts: moneyAmounts,
    confirm: (edit) => calls.confirm(edit.id),
    done: calls.done,
    invalidates: calls.invalidates,
  })
}
