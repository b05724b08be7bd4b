import type { AdminOrder } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { request } from '../../../engine/calls'
import { queryKeys } from '../../../engine/query-keys'
import type { SectionProps } from '../../../engine/resource'
import { useChange } from '../../../engine/use-resource'
import { type MessageKey, type Translate, useLocale, useT } from '../../../i18n'
import { dateTime, money } from '../../../ui/format'
import { changeStepText } from '../change-types'
import { addStaffNote, MAX_NOTE, notesOf } from '../staff-notes'
import { type OrderChange, type TimelineEvent, timelineOf } from '../timeline'

const LABELS: Record<Exclude<TimelineEvent['kind'], 'change' | 'note'>, MessageKey> = {
  placed: 'orderDetail.events.placed',
  captured: 'orderDetail.events.captured',
  refunded: 'orderDetail.events.refunded',
  packed: 'orderDetail.events.packed',
  shipped: 'orderDetail.events.shipped',
  delivered: 'orderDetail.events.delivered',
  'fulfillment-canceled': 'orderDetail.events.fulfillmentCanceled',
  canceled: 'orderDetail.events.canceled',
}

function describe(event: TimelineEvent, t: Translate, amount: (value: string | undefined) => string) {
  if (event.kind === 'note') return event.note.text
  if (event.kind === 'change') return changeStepText(t, event.step, event.change.change_type)
  return t(LABELS[event.kind], { amount: amount(event.detail) })
}

/** The order's history from its changes, payments and fulfilments, and the staff's notes with a form to add one. */
export function TimelineSection({ item: order }: SectionProps<AdminOrder>) {
  const t = useT()
  const locale = useLocale()
  const [text, setText] = useState('')
  const changes = useQuery({
    queryKey: queryKeys('orders').part(order.id, 'changes'),
    queryFn: ({ signal }) => request<{ order_changes: OrderChange[] }>(`/admin/orders/${encodeURIComponent(order.id)}/changes`, { signal }),
  })
  const addNote = useChange({
    run: (note: string) => addStaffNote(order.id, note),
    invalidates: ['orders'],
    done: () => ({ key: 'orderDetail.noteAdded' }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const note = text.trim()
    if (note) addNote.mutate(note, { onSuccess: () => setText('') })
  }
  const events = timelineOf(order, changes.data?.order_changes ?? [], notesOf(order))
  const amount = (value: string | undefined) => money(value === undefined ? undefined : Number(value), order.currency_code, locale)
  return (
    <div className="flex flex-col gap-4 px-4 py-3">
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor="staff-note" className="text-sm font-medium text-stone-900">
          {t('orderDetail.note')}
        </label>
        <textarea id="staff-note" className="admin-input min-h-20" maxLength={MAX_NOTE} value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="admin-btn-secondary self-end" disabled={!text.trim() || addNote.isPending} aria-busy={addNote.isPending}>
          {t('orderDetail.addNote')}
        </button>
      </form>
      <ol className="flex flex-col gap-3 border-l border-stone-200 pl-4 text-sm" aria-busy={changes.isFetching} data-testid="timeline">
        {events.map((event, index) => (
          <li key={index} className="relative">
            <span
              aria-hidden="true"
              className={`absolute -left-[1.3rem] top-1.5 h-2 w-2 rounded-full ${event.kind === 'note' ? 'bg-primary-500' : 'bg-stone-400'}`}
            />
            <p className={event.kind === 'note' ? 'whitespace-pre-wrap text-stone-900' : 'text-stone-800'}>{describe(event, t, amount)}</p>
            <p className="text-xs text-stone-600">
              {dateTime(event.at, locale)}
              {event.kind === 'note' && ` · ${event.note.author}`}
              {event.kind === 'change' && event.change.internal_note ? ` · ${event.change.internal_note}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </div>
  )
}
