import * as Popover from '@radix-ui/react-popover'
import { useState } from 'react'
import { writingTag } from '../../../../rules/languages'
import { useLocale, useT } from '../../i18n'
import { type IsoDate, isoDate, monthGrid, parseIsoDate, shiftMonth } from './calendar'

type DatePickerProps = { value: IsoDate | null; onChange: (value: IsoDate | null) => void; label: string; id?: string }

/** A date chosen from a calendar with month and year buttons ('Previous/Next month', 'Previous/Next year'). */
export function DatePicker({ value, onChange, label, id }: DatePickerProps) {
  const t = useT()
  const locale = useLocale()
  const tag = writingTag(locale)
  const chosen = parseIsoDate(value)
  const today = new Date()
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState({ year: chosen?.year ?? today.getFullYear(), month: chosen?.month ?? today.getMonth() })
  const move = (months: number) => setShown(shiftMonth(shown.year, shown.month, months))
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(2024, 0, 1 + i).toLocaleDateString(tag, { weekday: 'short' }))
  const display = chosen ? new Date(chosen.year, chosen.month, chosen.day).toLocaleDateString(tag, { dateStyle: 'medium' }) : t('engine.anyDate')
  const navButton = (months: number, text: string, icon: string) => (
    <button type="button" className="admin-icon-btn h-8 w-8" aria-label={text} title={text} onClick={() => move(months)}>
      <span aria-hidden="true" className={icon} />
    </button>
  )
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next && chosen) setShown({ year: chosen.year, month: chosen.month })
        setOpen(next)
      }}
    >
      <div className="flex items-center gap-1">
        <Popover.Trigger asChild>
          <button id={id} type="button" className="admin-input flex items-center justify-between gap-2 text-left" aria-label={`${label}: ${display}`}>
            <span className={chosen ? '' : 'text-stone-500'}>{display}</span>
            <span aria-hidden="true" className="i-ph-calendar-blank text-stone-500" />
          </button>
        </Popover.Trigger>
        {chosen && (
          <button type="button" className="admin-icon-btn h-9 w-9 shrink-0" aria-label={t('engine.clearDate', { label })} onClick={() => onChange(null)}>
            <span aria-hidden="true" className="i-ph-x" />
          </button>
        )}
      </div>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} className="admin-popover z-50 p-3" aria-label={label}>
          <div className="mb-2 flex items-center justify-between gap-1">
            {navButton(-12, t('generic.previousYear'), 'i-ph-caret-double-left')}
            {navButton(-1, t('generic.previousMonth'), 'i-ph-caret-left')}
            <p className="flex-1 text-center text-sm font-semibold" aria-live="polite">
              {new Date(shown.year, shown.month, 1).toLocaleDateString(tag, { month: 'long', year: 'numeric' })}
            </p>
            {navButton(1, t('generic.nextMonth'), 'i-ph-caret-right')}
            {navButton(12, t('generic.nextYear'), 'i-ph-caret-double-right')}
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a calendar month is a grid of days to move through with the arrow keys */}
          <table className="text-center text-sm" role="grid">
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day} scope="col" className="w-9 pb-1 text-xs font-medium text-stone-600">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(shown.year, shown.month).map((week, index) => (
                <tr key={index}>
                  {week.map((day, column) => {
                    if (!day) return <td key={column} />
                    const iso = isoDate(shown.year, shown.month, day)
                    const selected = iso === value
                    return (
                      <td key={column}>
                        <button
                          type="button"
                          aria-pressed={selected}
                          aria-label={new Date(shown.year, shown.month, day).toLocaleDateString(tag, { dateStyle: 'full' })}
                          className="h-9 w-9 rounded-md hover:bg-stone-100 aria-pressed:bg-stone-900 aria-pressed:text-white"
                          onClick={() => {
                            onChange(iso)
                            setOpen(false)
                          }}
                        >
                          {day}
                        </button>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
